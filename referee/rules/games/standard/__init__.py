"""Games as card rooms play them: Omaha hold'em and Omaha hi-lo, stud hi-lo, razz and the draw lowball games."""

"""Games as card rooms play them: Omaha hold'em and Omaha hi-lo, eight or better."""

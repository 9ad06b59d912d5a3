"""The wild stud games of the house list."""

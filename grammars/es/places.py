"""Places: Spanish postal codes (five digits after CP:, or before a town name)."""

from fstdeid.grammar import *

postcode = regex(r"(0[1-9]|[1-4]\d|5[0-2])\d{3}")

STAGE = Stage("places", [
    Rule("postcode_after_cp", left(lit("CP") + opt(punct(":"))) + postcode, codes="NE+TERRITORIO+cp"),
    Rule("postcode_before_town", postcode + right(cap()), codes="NE+TERRITORIO+cp", weight=1),
])

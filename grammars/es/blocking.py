"""Non-PHI that looks like PHI, tagged first so that later stages leave it alone.

ICD-10 codes (`J18.9`, `E11.9`, `M51.2`) look like identifiers; vertebral levels (`L4-L5`) like codes.
The tokenizer splits letters from digits, so `attached()` keeps the parts of a code glued together.
"""

from fstdeid.grammar import *

glued = attached()
icd10 = regex(r"[A-TV-Z]") + (digits(2) & glued) + opt((punct(".") & glued) + (digits(1, 2) & glued))
level = regex(r"[CTLS]") + (digits(1, 2) & glued)
vertebrae = level + opt((punct("-") & glued) + (regex(r"[CTLS]") & glued) + (digits(1, 2) & glued))

STAGE = Stage("blocking", [
    Rule("icd10", icd10, codes="NONPHI+icd10"),
    Rule("vertebrae", vertebrae, codes="NONPHI+vertebra", weight=1),
])

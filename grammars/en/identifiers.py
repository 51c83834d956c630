"""Numbers that reach or identify a person: telephone, pager and fax numbers (PHONE, FAX),
e-mail (EMAIL), URL, IP address (IPADDR), and record, social security, health plan, account,
licence and reference numbers (MEDICALRECORD, SSN, HEALTHPLAN, ACCOUNT, LICENSE, IDNUM). One stage
for both: they share their triggers (`#`, `no.`, a keyword before digits) and one pass is cheaper.

* `410-322-1419`, `(301) 944-5032`, `301 944-5032`, `301.944.5032`, `1-800-555-1212`, `x1234`
  after a number; inside parentheses three groups separated by spaces `(301 273 45166)`;
  `240444-1243` (six and four digits: the area code glued to the exchange);
* a pager, beeper, cell or home number after its keyword: `Pager #54321`, `PG 33445`, `beeper number
  55037`, `cell# 410-322-1419`; `Fax: 617-555-1212` is a FAX;
* `MRN: 1234567`, `MR# 123-45-67`, `unit no. 12345`: MEDICALRECORD; `123-45-6789`, `SSN 123456789`:
  SSN; `ref # 8336652`, `policy #rg17`, `acct 12345678`, `# 8336652` (five digits or more after `#`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci, words_ci = C["ci"], C["any_ci"], C["words_ci"]

sep = punct("-") | punct(".")
area = digits(3) | punct("(") + digits(3) + punct(")")
us_number = opt(lit("1") + sep) + area + opt(sep) + digits(3) + sep + digits(4) \
    + opt(any_ci("x", "ext") + opt(punct(".")) + digits(1, 5))
spaced = digits(3) + digits(3) + digits(4, 5)
paren_spaced = punct("(") + digits(3) + punct(")") + digits(3) + digits(4)  # "(617) 555 0123"
glued_area = digits(6) + punct("-") + digits(4)
pager_word = any_ci("pager", "pgr", "pg", "beeper", "beep", "page", "cell", "mobile", "home", "work", "office",
                    "phone", "tel", "telephone", "ph", "contact", "number", "bpr")
pager_link = repeat(punct("#") | punct(":") | ci("number") | ci("no") | ci("num") | punct("."), 0, 3)
fax_word = any_ci("fax", "facsimile")
ip = digits(1, 3) + punct(".") + digits(1, 3) + punct(".") + digits(1, 3) + punct(".") + digits(1, 3)

link = repeat(punct("#") | punct(":") | ci("no") | ci("number") | ci("num") | punct(".") | ci("is"), 0, 3)
code = regex(r"[A-Za-z]{1,3}") + number() + opt(regex(r"[A-Za-z]{1,3}")) \
    | digits(4, 12) + opt(punct("-") + number()) + opt(punct("-") + number())
ssn = digits(3) + punct("-") + digits(2) + punct("-") + digits(4)

STAGE = Stage("identifiers", [
    Rule("fax", left(fax_word + pager_link) + (us_number | spaced), codes="NE+FAX"),
    Rule("phone", us_number, codes="NE+PHONE", weight=1),
    Rule("phone_paren_spaced", paren_spaced, codes="NE+PHONE", weight=1),
    Rule("phone_glued_area", glued_area, codes="NE+PHONE", weight=1),
    Rule("phone_spaced", left(punct("(") | pager_word + pager_link) + spaced, codes="NE+PHONE", weight=1),
    Rule("pager", left(pager_word + pager_link) + digits(4, 7), codes="NE+PHONE", weight=2),
    Rule("email", email(), codes="NE+EMAIL"),
    Rule("url", url(), codes="NE+URL"),
    Rule("ip", ip, codes="NE+IPADDR", weight=1),
    Rule("ssn", ssn, codes="NE+SSN"),
    Rule("ssn_context", left(any_ci("ssn", "ss") + link) + digits(9), codes="NE+SSN"),
    Rule("mrn", left((any_ci("mrn", "mrno") | ci("mr") + punct("#") | words_ci("medical record")
                      | ci("unit") + (ci("no") | ci("number") | punct("#"))) + link) + code,
         codes="NE+MEDICALRECORD", weight=1),
    Rule("account", left(any_ci("acct", "account") + link) + code, codes="NE+ACCOUNT", weight=1),
    Rule("plan", left((any_ci("policy", "insurance", "medicaid", "medicare", "member", "subscriber")) + link) + code,
         codes="NE+HEALTHPLAN", weight=1),
    Rule("license", left(any_ci("license", "licence", "lic") + link) + code, codes="NE+LICENSE", weight=1),
    Rule("reference", left(any_ci("ref", "reference", "confirmation", "claim", "accession")
                           + link) + (digits(4, 12) | code), codes="NE+IDNUM", weight=2),
    Rule("hash_number", left(punct("#")) + digits(5, 12), codes="NE+IDNUM", weight=3),
])

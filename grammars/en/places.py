"""Places known by their context (after the names stage, so that a person is never a place):
HOSPITAL, CITY, DEPARTMENT, ORGANIZATION.

* after a verb of transfer: `transferred to GH`, `TRANSFER TO QUARTERMAIN 2`, `from kernan ew`,
  `followed at gh`: a word that is no dictionary, clinical or function word (so `transferred to
  chair`, `to MICU`, `went to sleep` stay untouched); after weaker verbs (`went to`, `go to`) only a
  Capitalised one (`went to Harbor`); after a ward (`ED AT GH`, `EW of X`) an unknown ALL-CAPS word;
* a named ward with its number after `on`, `or`, `per`, `transfer` (`ON QUARTERMAIN 2`);
* a town after `lives in`, `living in`, `vacationing in`, `home in`, `job in` (`lives in
  catonsville`, `new job in Bel Air`);
* an organisation after `works at`, `CEO of`, `employed by`;
* the town after a street address found by facilities.py (`19 Clover St. in Lansdowne`).
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci, words_ci = C["ci"], C["any_ci"], C["words_ci"]
PLACEW, PLACE_ODD, PLACE_CAP, COMMON = C["PLACEW"], C["PLACE_ODD"], C["PLACE_CAP"], C["COMMON"]

move = any_ci("transfer", "transferred", "transfered", "transfering", "transferring", "trans", "tx", "txd",
              "admitted", "admit", "adm", "sent", "taken", "brought", "medflight", "medflighted", "flown",
              "referred", "discharged", "arrived", "presented", "presenting", "returned", "accepted",
              "screened", "followed", "dc'd", "d/c'd", "d/ced", "dced", "transported", "transfers", "enroute",
              "excepted", "arrival", "w/u")
weak_move = any_ci("came", "come", "went", "go", "going", "return", "returning", "wants", "visit", "visited",
                   "surgeon", "meeting", "had")
prep = any_ci("to", "from", "at", "into")
ward_no = digits(1, 2)
# an unknown word ("GH", "kernan"), or Capitalised words of mixed-case text ("Holy Cross", "Harbor")
# (a first name taken by the names stage may start it: "admitted to Beth Israel Deaconess")
place_name = (PLACE_ODD + opt(PLACE_CAP & ~COMMON) | repeat(PLACE_CAP & ~upper(), 1, 3)
              | tag("NE+PATIENT+persName") + repeat(PLACE_CAP & ~upper(), 1, 2)) + opt(ward_no)
WARD = lex("NONPHI+clin+ward")
not_unit = right(~(word() & C["glued"]))
live = any_ci("lives", "living", "lived", "resides", "residing", "vacationing", "vacation", "vacationed", "moved",
              "home", "house", "native", "originally", "born", "relocated", "job")
city_word = (PLACE_ODD & ~lex("NE+place+state")) | (PLACE_CAP & ~upper() & ~lex("NE+place+state"))
city_name = repeat(city_word, 1, 3)
state = lex("NE+place+state")
org_left = (any_ci("works", "worked", "working", "employed", "employee", "ceo", "retired", "job", "president",
                   "owner", "manager", "employer", "company")
            + any_ci("at", "for", "by", "of", "from", "with", "is"))

STAGE = Stage("places", [
    Rule("zip", left(tag("NE+CITY")) + digits(5) + opt(punct("-") + digits(4)), codes="NE+ZIP", weight=1),
    Rule("town_after_street", left(tag("NE+STREET") + opt(punct(",")) + opt(ci("in"))) + repeat(PLACE_CAP, 1, 2),
         codes="NE+CITY", weight=1),
    Rule("after_move", left(move + prep + opt(ci("the"))) + place_name, codes="NE+HOSPITAL", weight=2),
    Rule("after_weak_move", left(weak_move + any_ci("to", "from", "at", "into") + opt(ci("the"))) + place_name,
         codes="NE+HOSPITAL", weight=2),
    Rule("by_acronym", left(any_ci("w/u", "screened", "evaluated", "accepted", "seen") + ci("by"))
         + (PLACE_ODD & upper() & ~C["glued"]), codes="NE+HOSPITAL", weight=3),
    Rule("before_ward", (PLACE_ODD & upper() & ~C["glued"])
         + right(any_ci("ew", "er", "ed", "icu", "micu", "ccu", "cath", "hospital", "rehab", "clinic", "nurse")),
         codes="NE+HOSPITAL", weight=3),
    Rule("before_ew", (PLACE_ODD & ~C["glued"]) + right(any_ci("ew", "er", "hospital", "hosp")), codes="NE+HOSPITAL",
         weight=3),
    # "at Holy Cross", "at Sunrise Senior Living": two Capitalised words, or one that is no dictionary
    # word ("at Discharge", "at Rest" stay untouched)
    Rule("at_name", left(ci("at")) + (repeat(PLACE_CAP & ~upper(), 2, 3) | (PLACE_CAP & ~upper() & ~COMMON)),
         codes="NE+HOSPITAL", weight=4),
    Rule("between_wards", left(WARD + punct("/")) + PLACE_ODD + right(punct("/")), codes="NE+HOSPITAL", weight=3),
    Rule("ward_at", left(lex("NONPHI+clin+ward") + ci("at")) + (PLACE_ODD & upper()),
         codes="NE+HOSPITAL", weight=3),
    Rule("ward_number", left(any_ci("on", "or", "per", "transfer", "plan", "from") + opt(punct(":")))
         + (PLACE_ODD & cap() & ~C["glued"]) + (digits(1) & ~C["glued"]) + not_unit, codes="NE+DEPARTMENT", weight=3),
    Rule("ward_number_from", left(ci("from") + opt(ci("the"))) + (PLACE_ODD & ~C["glued"]) + (digits(1) & ~C["glued"])
         + not_unit, codes="NE+DEPARTMENT", weight=3),
    Rule("lives_in", left(live + opt(any_ci("alone", "nearby", "locally", "together", "now", "currently", "up"))
                          + any_ci("in", "at", "near", "from", "to")
                          + opt(ci("the"))) + city_name + opt(punct(",") + state),
         codes="NE+CITY", weight=2),
    Rule("organization", left(org_left) + PLACE_CAP + repeat(opt(ci("and") | punct("&")) + PLACE_CAP, 0, 3),
         codes="NE+ORGANIZATION", weight=2),
])

"""Named places that need no context, found before the names so that the names stage cannot take
their parts for persons ("St. Mary's", "Warren Grant hosp", "San Diego"): hospitals and other
facilities (HOSPITAL), street addresses (STREET) and US cities of the GeoNames list (CITY).

* a name before a hospital word: `CALVERT HOSPITAL`, `kernan hosp`, `Holy Cross Hospital`, `Sacred
  Heart Memorial`, `Greater Baltimore Med Ctr`, `LAUREL REGIONAL`; before a weaker facility word
  (rehab, clinic, hospice, nursing home) only words that are no dictionary words or Capitalised
  (`Baltimore Rehab`, `Maryland Rehab`; never `BEGIN REHAB`, `cardiac rehab`);
  `KEELEY HOUSE`, `Grieco House` (a Capitalised name before "House");
* `St. Agnes`, `ST. MARY`, `St Mary's`, `St A.` (a saint's name: the hospital; `ST` without a
  period only before a first name: `ST CHANGES` is an ECG finding);
* `19 Clover St.`, `250 Main Street` (STREET; the town after it is found by places.py);
* a region or campus named by a compass point: `Eastern Shore`, `North Campus` (LOCATION-OTHER);
* a US city of at least 5,000 people that is no dictionary word, first name or frequent surname
  (`Towson`, `ROCKVILLE`, `San Diego`), with its state (`ANNAPOLIS, MD`).

A US state or a country alone is not PHI (HIPAA Safe Harbor): it is left untagged.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci, words_ci = C["ci"], C["any_ci"], C["words_ci"]
PLACEW, PLACE_ODD, PLACE_CAP, COMMON = C["PLACEW"], C["PLACE_ODD"], C["PLACE_CAP"], C["COMMON"]
FIRST, FIRST_SURE, NAMECAP, AMB = C["FIRST"], C["FIRST_SURE"], C["NAMECAP"], C["AMB"]

dot = opt(punct("."))
facility = (any_ci("hospital", "hosp", "hospitals", "hospiatal", "memorial", "regional", "infirmary", "sanitarium")
            | words_ci("medical center") | words_ci("med ctr") | ci("med") + punct(".") + ci("ctr")
            | words_ci("medical centre")) + dot
facility_weak = (any_ci("rehab", "rehabilitation", "clinic", "hospice", "manor")
                 | words_ci("nursing home") | words_ci("rest home") | words_ci("health center")
                 | words_ci("care center")) + dot
weak_name = PLACE_ODD | (PLACE_CAP & ~upper())
saint = (ci("st") + punct(".") | lit("St") | ci("saint")) \
    + (NAMECAP & ~AMB | FIRST | C["initial_dot"]) + opt(punct("'") + ci("s")) \
    | lit("ST") + FIRST_SURE + opt(punct("'") + ci("s"))
street_type = any_ci("st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "lane", "ln", "way", "ct",
                     "court", "pl", "place", "terrace", "ter", "circle", "cir", "hwy", "highway", "pike", "drive",
                     "parkway", "pkwy", "sq", "square") + dot
street = digits(1, 5) + repeat(PLACE_CAP & ~upper(), 1, 3) + street_type
state = lex("NE+place+state")
city = lex("NE+place+city+sure")  # case "ignore": "towson" in lower-case notes

compass = any_ci("eastern", "western", "northern", "southern", "north", "south", "east", "west")
region = any_ci("shore", "campus", "county")

STAGE = Stage("facilities", [
    Rule("region", compass + region, codes="NE+LOCATION_OTHER", weight=1),
    Rule("facility", repeat(PLACEW, 1, 2) + facility, codes="NE+HOSPITAL"),
    Rule("facility_weak", repeat(weak_name, 1, 2) + facility_weak, codes="NE+HOSPITAL"),
    Rule("house", repeat(PLACE_CAP, 1, 2) + ci("house")
         + right(~lower() & ~lit("staff", ignore_case=True) & ~lit("diet", ignore_case=True)),
         codes="NE+HOSPITAL", weight=1),
    Rule("saint", saint, codes="NE+HOSPITAL", weight=1),
    Rule("street", street, codes="NE+STREET"),
    Rule("city_state", (lex("NE+place+city") & cap()) + punct(",") + (state & cap()), codes="NE+CITY", weight=1),
    Rule("city", city + opt(punct(",") + state), codes="NE+CITY", weight=3),
])

# The English cascade: one stage per line, applied in order.
# Non-PHI look-alikes first (Replace: they become opaque units), then the categories with the most
# specific triggers (dates, contact numbers and identifiers, ages), then names and places, which see every
# earlier match as one unit and stop at it.
# "file"             mode     state     repeat
"blocking.py"        Replace  Enabled   1     # vent settings, fractions, scores, X Ray, eponyms
"dates.py"           Merge    Enabled   1     # DATE (years alone too)
"identifiers.py"     Merge    Enabled   1     # PHONE, FAX, EMAIL, URL, IPADDR, MEDICALRECORD, SSN, IDNUM...
"ages.py"            Merge    Enabled   1     # AGE (90 or more)
"facilities.py"      Merge    Enabled   1     # HOSPITAL, STREET, CITY (no context needed)
"names.py"           Merge    Enabled   1     # DOCTOR, PATIENT (relatives too)
"places.py"          Merge    Enabled   1     # HOSPITAL, CITY, DEPARTMENT, ORGANIZATION (by context)

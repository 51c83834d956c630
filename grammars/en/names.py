"""Person names: clinicians (DOCTOR) and patients, relatives and other lay persons (PATIENT).

Contexts, from the most to the least reliable:

* a title: `Dr. Healey`, `DR SWACKHAMER AWARE`, `dr healey`, `Dr. L. Ruuska`, `DRS JOSEPH AND
  ROBBINSON`, `NP CAROL`, `CASEWORKER LEONA LABOWICH`, `House staff mary souza` -> DOCTOR. Any word
  that is not a function word or a clinical word may follow a title ("Dr. Small", "Dr. King": the
  paper's names that are common words are taken in this context);
* a role after the name, the signature of nursing notes: `Marie Munroe, RN`, `DAN A. FORMAN-LYONS,
  RRT`, `J. Yi, MD`, `q. lander rrt` -> DOCTOR;
* a kinship word: `husband Rich Martino`, `daughter, Emily Canvan`, `SON DAVID`, `Sons Smokey, Morris
  and Roger`, `proxy is grandaughter: Irene Czyzewicz` -> PATIENT (codes + relative). After a
  kinship word a name must be a Census first name, or a Capitalised (not ALL-CAPS) word, so that
  `SON VISITED` and `daughter called` stay untouched;
* Mr/Mrs/Ms: `Mr. Nicholson`, `MRS BRUCER`, `mr nicholson` -> PATIENT (`MS` is also "mental status"
  and "morphine sulfate": after it only a Census name or a Capitalised word);
* no context: a Census first name that is not an everyday or clinical word (`amb`), followed by a
  name-shaped word (`Gerry Masci`, `LINDSEY CARDARELLI`) or alone when Capitalised (`Emily reports`,
  `DAVID IS SPEAKING`) -> PATIENT; an initial and a Census surname (`W. MAROTTA`) -> DOCTOR.

A title is not part of the name. Tags of earlier stages (dates, clinical blocks) are single units
that no name pattern accepts, so a name never runs into them.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci, words_ci = C["ci"], C["any_ci"], C["words_ci"]
BLOCK, CLIN, FIRST, LAST, AMB, SURE = C["BLOCK"], C["CLIN"], C["FIRST"], C["LAST"], C["AMB"], C["SURE"]
FIRST_SURE, LAST_SURE, NAMEW, NAMECAP = C["FIRST_SURE"], C["LAST_SURE"], C["NAMEW"], C["NAMECAP"]
person, name_word, name_cap, more_name = C["person"], C["name_word"], C["name_cap"], C["more_name"]
initial, initial_dot = C["initial"], C["initial_dot"]
dr_title, role_phrase, role_after, kin_phrase, mr_title = (C["dr_title"], C["role_phrase"], C["role_after"],
                                                            C["kin_phrase"], C["mr_title"])
apos, hyph, glued = C["apos"], C["hyph"], C["glued"]

comma = punct(",")
coord = comma | ci("and") | punct("&")

staff_title = any_ci("np", "fellow", "resident", "intern", "attending", "surgeon", "hospitalist", "cardiologist",
                     "nephrologist", "neurologist", "oncologist", "psychiatrist", "pcp", "caseworker", "chaplain",
                     "nutritionist", "dietician", "dietitian", "pharmacist", "therapist", "md") \
    | ci("np") + punct(".")

# after a kinship word, Mr/Ms or a staff title: a Census name that is not an everyday word, a Census
# first name that is not a blocked word ("son bill"), or a Capitalised (not ALL-CAPS) word
NAME_ODD = C["NAME_ODD"]
# ("daughter May": a Capitalised first name after a kinship word, even a month or day name)
lay_name_word = SURE | (FIRST & ~BLOCK) | (NAME_ODD & cap()) | (FIRST & cap() & ~upper() & C["TIME"])
mixed_name_word = SURE | (FIRST & ~BLOCK) | (NAME_ODD & cap() & ~upper())
lay_name = lay_name_word + C["tail"] + repeat(more_name, 0, 2)
lay_list = lay_name + repeat(coord + opt(ci("and")) + lay_name, 0, 3)

kin_left = kin_phrase + repeat(comma | punct(":") | punct("-") | punct("(") | ci("is") | ci("named") | ci("name")
                               | ci("of") | ci("pt") | punct("'") | kin_phrase | punct("?") | punct(")"), 0, 4)

# a signature: First [I.] Last / I. Last, then the role; at the start of a line any two
# Capitalised words ("Muriele William RN")
sig_name = ((FIRST & ~BLOCK) + opt(initial_dot | initial) + name_word
            | initial_dot + name_word
            | SURE + name_cap
            | NAME_ODD + hyph + NAMEW)
role_right = right(opt(comma) + role_after)

# header fields of discharge summaries: "Attending: Jonathan Reyes, MD", "Dictated By: Reyes, Jonathan"
staff_field = (any_ci("attending", "physician", "surgeon", "pcp", "provider", "resident", "dictated", "signed",
                      "referring", "admitting", "discharging", "consultant", "cardiologist", "author", "cc")
               + opt(any_ci("by", "physician", "md")) + punct(":"))
patient_field = (opt(ci("patient")) + ci("name") + punct(":"))
inverted = name_cap + punct(",") + name_cap + opt(initial_dot | initial)  # "Reyes, Jonathan"

STAGE = Stage("names", [
    Rule("staff_field", left(staff_field + opt(C["dr_title"])) + (inverted | person), codes="NE+DOCTOR+persName",
         weight=1),
    Rule("patient_field", left(patient_field) + (inverted | person), codes="NE+PATIENT+persName", weight=1),
    Rule("dr_title", left(C["dr_title"]) + person + repeat(coord + (C["dr_title"] + person | name_cap), 0, 2),
         codes="NE+DOCTOR+persName"),
    Rule("staff_title", left(staff_title) + lay_name, codes="NE+DOCTOR+persName", weight=1),
    Rule("role_phrase", left(role_phrase + opt(comma | punct(":") | punct("-"))) + lay_name,
         codes="NE+DOCTOR+persName", weight=1),
    Rule("signature", sig_name + role_right, codes="NE+DOCTOR+persName", weight=1),
    Rule("signature_line", (NAMECAP & line_start()) + C["tail"] + opt(name_cap) + role_right,
         codes="NE+DOCTOR+persName", weight=2),
    Rule("kin", left(kin_left) + lay_list, codes="NE+PATIENT+persName+relative", weight=1),
    Rule("mr", left(any_ci("mr", "mrs", "miss", "mister") + C["dot"]) + person, codes="NE+PATIENT+persName",
         weight=1),
    Rule("ms", left(ci("ms") + C["dot"]) + lay_name, codes="NE+PATIENT+persName", weight=1),
    Rule("mr_initial", left(mr_title | ci("ms") + C["dot"]) + regex(r"[A-Z]") + punct("."),
         codes="NE+PATIENT+persName+initial", weight=2),
    Rule("per", left(ci("per")) + SURE + opt(more_name),
         codes="NE+DOCTOR+persName", weight=3),
    Rule("initial_last", left(any_ci("per", "by", "and", "w", "nsg") | punct("("))
         + initial_dot + ((ci("o") | ci("d")) + apos + NAMEW | NAME_ODD | SURE) + C["tail"],
         codes="NE+DOCTOR+persName", weight=3),
    Rule("initial_after_hyphen", left(punct("-")) + regex(r"[A-Z]") + punct(".")
         + ((NAME_ODD & upper()) | (SURE & upper())) + right(any_ci("aware", "notified", "paged", "called", "md", "np")),
         codes="NE+DOCTOR+persName", weight=4),
    Rule("initial_last_free", (regex(r"[A-Z]") & ~C["glued"] & ~line_start()) + punct(".")
         + ((NAME_ODD & cap() & ~line_start()) | (SURE & cap() & ~line_start())) + C["tail"],
         codes="NE+DOCTOR+persName", weight=4),
    Rule("staff_from", (FIRST & ~BLOCK) + repeat(lay_name_word, 0, 2)
         + right(ci("from") + (any_ci("case", "social", "speech", "nutrition", "pt", "ot", "physical", "respiratory",
                                      "pastoral", "psych", "ethics", "pharmacy") | lex("NONPHI+clin+ward"))),
         codes="NE+DOCTOR+persName", weight=3),
    Rule("name_then_kin", mixed_name_word + C["tail"] + repeat(more_name, 0, 2) + right(opt(comma) + opt(punct("(") | punct("-"))
                                           + opt(any_ci("his", "her", "pt's", "the", "is", "patient's")) + kin_phrase),
         codes="NE+PATIENT+persName+relative", weight=4),
    Rule("name_contact", mixed_name_word + C["tail"] + repeat(more_name, 0, 2)
         + right(any_ci("cell", "home", "work", "phone", "pager", "mobile") + opt(punct("#") | punct(":"))),
         codes="NE+PATIENT+persName+relative", weight=4),
    Rule("spoke_with", left(any_ci("spoke", "talked", "speaking", "spoken", "talking", "discussed") + any_ci("with", "to"))
         + (FIRST & ~BLOCK), codes="NE+PATIENT+persName+relative", weight=4),
    Rule("social_first", left(ci("social") + opt(punct(":") | punct("-"))) + (FIRST & ~BLOCK),
         codes="NE+PATIENT+persName+relative", weight=4),
    Rule("first_verb", (FIRST & ~BLOCK) + right(any_ci("called", "visited", "phoned", "calls", "visits", "phones",
                                                        "came", "spoke")),
         codes="NE+PATIENT+persName+relative", weight=5),
    Rule("first_pair", FIRST_SURE + ci("and") + ((FIRST & ~BLOCK) | NAME_ODD), codes="NE+PATIENT+persName",
         weight=4),
    Rule("first_last", FIRST_SURE + opt(initial_dot) + repeat(NAME_ODD | SURE, 1, 2),
         codes="NE+PATIENT+persName", weight=4),
    Rule("first_alone", (FIRST_SURE & cap()) + repeat(coord + opt(ci("and")) + (FIRST & ~BLOCK), 0, 2),
         codes="NE+PATIENT+persName", weight=5),
])

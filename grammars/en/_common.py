"""Atoms and small patterns shared by the English stages (not a stage: no STAGE here).

A stage file loads it with `runpy.run_path(Path(__file__).with_name("_common.py"))`, so that every
stage spells "a name word", "a title" or "a kinship word" the same way. The compiled cascade is keyed
by a hash of every `*.py` file of the folder, this one included.

Two genres are covered: ALL-CAPS nursing notes (`PT SEEN BY DR SMITH 7/22`) and mixed-case prose, and
in nursing notes also all-lower-case text (`dr healey in to talk w/pt`). Case alone therefore never
decides that a word is a name; the lexicons (`lexicons/en/*`) and the context words do.
"""

from fstdeid.grammar import *


def ci(w: str):
    """A word compared without case: ci("dr") matches dr, Dr, DR; ci("c/o") is the three tokens c / o."""
    return words(w, ignore_case=True)


def any_ci(*ws: str):
    return alt(*(ci(w) for w in ws))


def words_ci(text: str):
    """Several tokens, each compared without case: words_ci("case manager")."""
    return words(text, ignore_case=True)


glued = attached()

# -- lexicon atoms -------------------------------------------------------------------------------
# Every decision that does not depend on the context is made when the lexicons are built (codes
# `block`, `sure`, `amb`): few compound atoms (& and ~) keep the per-token work of the engine small.
BLOCK = lex("NONPHI+block")                    # never part of a name: "aware", "the", "May", "ICU"
STOP = lex("NONPHI+stop")                      # function words, "aware", "notified", family nouns
CLIN = lex("NONPHI+clin")                      # clinical abbreviations, drugs, eponyms, wards
TIME = lex("NONPHI+time")                      # month and day names, "today"
NAME = lex("NE+persName")                      # a Census first name or surname
FIRST = lex("NE+persName+first")               # Census first names
LAST = lex("NE+persName+last")                 # Census surnames
AMB = lex("NE+persName+amb")                   # ...that are also everyday or clinical words
SURE = lex("NE+persName+sure")                 # ...that are not
FIRST_SURE = lex("NE+persName+first+sure")
LAST_SURE = lex("NE+persName+last+sure")
CITY_SURE = lex("NE+place+city") & ~lex("NE+place+city+amb")

# A word that can be (part of) a name once a context says a name follows: not a function word, not
# a clinical word unless it is also a Census name ("Dr. Foley", never "DR AWARE", "son in to visit").
NAMEW = word() & ~BLOCK
# The same, shaped like a name in running text: Capitalised (Smith, SMITH) or a Census name (smith).
NAMECAP = NAMEW & ~(~cap() & ~NAME)

# name words with their inner punctuation: O'Rourke, Williams-Nuzzo, Stord-Painter, D'Amico
# (no `attached()` here: every compound atom costs time on each new token, and "O ' Brien" is rare)
apos = punct("'")
hyph = punct("-")
tail = opt((apos | hyph) + NAMEW)
name_word = NAMEW + tail \
    | (ci("o") | ci("d")) + apos + NAMEW \
    | ci("o") + NAMECAP  # "o rourke"
name_cap = NAMECAP + tail \
    | (ci("o") | ci("d")) + apos + NAMEW
initial = regex(r"[B-HJ-Zb-hj-z]")
initial_dot = regex(r"[A-Za-z]") + punct(".")
particle = any_ci("van", "von", "de", "del", "della", "di", "da", "le", "la", "st", "mc", "mac", "ten", "der")

# A person named after a context word: "Healey", "L. Ruuska", "Sarah O'Driscoll", "Van Leeuwen",
# "mary theresa kondouli", "Dan A. Forman-Lyons". The second and later words must look like names
# (capitalised or known), so "Dr Vasquez aware" stops at "Vasquez".
# ALL-CAPS words after a name must be known names or no dictionary words ("MS SANTANGELO HEALTH CARE"
# stops at SANTANGELO); in mixed case any Capitalised word goes on ("Ferdinand Halfpenny")
# and a name never runs over a line break ("Dr. Jonathan Reyes\n\nHistory of ...")
NL = ~line_start()
more_name = ((NAMECAP & ~AMB & ~lex("NONPHI+word") & NL) | (NAMECAP & ~AMB & ~upper() & NL) | (LAST & ~BLOCK & NL)) + tail | (ci("o") | ci("d")) + apos + NAMEW
person = (initial_dot + opt(initial_dot) + name_word
          | particle + name_cap
          | (FIRST & ~BLOCK) + opt(initial_dot | initial) + repeat(more_name, 1, 2)
          | name_word + opt(more_name))

# -- context words -----------------------------------------------------------------------------
dot = opt(punct("."))
dr_title = (any_ci("dr", "drs", "doctor", "dr's", "doc", "docter", "dctr")
            | ci("dr") + apos + ci("s")) + dot
np_title = (any_ci("np", "pa", "rn", "md", "fellow", "resident", "intern", "attending", "surgeon",
                   "hospitalist", "cardiologist", "nephrologist", "neurologist", "oncologist",
                   "psychiatrist", "pcp", "caseworker", "chaplain", "nutritionist", "dietician",
                   "dietitian", "pharmacist", "therapist", "sw", "rrt", "crt", "rt", "pt", "ot")) + dot
role_phrase = (words_ci("case manager") | words_ci("case management") | words_ci("social worker")
               | words_ci("social work") | words_ci("house staff") | words_ci("nurse practitioner")
               | words_ci("physician assistant") | words_ci("charge nurse") | words_ci("primary nurse")
               | words_ci("respiratory therapist") | words_ci("physical therapist") | words_ci("nurse")
               | words_ci("physicians") | words_ci("physician") | words_ci("doctors") | words_ci("psych"))
# role written after a name: "Marie Munroe RN", "DAN A. FORMAN-LYONS, RRT", "J. Yi, MD", "pat rixford licws"
role_after = (any_ci("rn", "rrt", "crt", "np", "md", "pa", "lpn", "cna", "licsw", "lcsw", "licws",
                     "msw", "slp", "pharmd", "cnm", "crnp", "bsn", "msn")
              | regex(r"[RrMmNnLl]") + punct(".") + regex(r"[NnDdPp]") + dot)

kin = any_ci("husband", "hsb", "wife", "spouse", "son", "sons", "daughter", "daughters", "dtr", "dtrs",
             "dau", "sister", "sisters", "brother", "brothers", "sis", "bro", "niece", "nephew", "aunt",
             "uncle", "mother", "father", "mom", "dad", "grandson", "granddaughter", "grandaughter",
             "grandchild", "grandmother", "grandfather", "cousin", "partner", "fiance", "fiancee",
             "boyfriend", "girlfriend", "friend", "neighbor", "neighbour", "stepdaughter", "stepson",
             "guardian", "proxy", "hcp", "spokesperson", "inlaw", "companion")
kin_phrase = (opt(any_ci("step", "grand") + opt(hyph)) + kin
              + opt(hyph + ci("in") + hyph + ci("law")) + opt(ci("in") + hyph + ci("law")))
mr_title = (any_ci("mr", "mrs", "ms", "miss", "mister") + dot)

month_name = any_ci("january", "february", "march", "april", "may", "june", "july", "august", "september",
                    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug",
                    "sep", "sept", "oct", "nov", "dec")

NAME_ODD = word() & ~BLOCK & ~AMB & ~lex("NONPHI+word")   # no dictionary word: "Przybylo", "Czyzewicz"

# -- places ------------------------------------------------------------------------------------------
COMMON = lex("NONPHI+word")                    # a Webster's word ("chair", "sleep", "union")
CLINW = lex("NONPHI+clin")
PLACEW = word() & ~BLOCK & ~CLINW              # may be part of a place name
PLACE_ODD = PLACEW & ~COMMON                   # ...and is no dictionary word ("GH", "Kernan")
PLACE_CAP = PLACEW & cap()

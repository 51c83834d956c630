"""Person names (paper category `pers`, element `persName.full`).

The lexicons give every case form of the first names and surnames with its inflection codes
(`Dragana`: Dragan ms2v/ms4v and Dragana fs1v), so:

* first name + surname must agree in case (`agree={"case": ...}`): `Dragan Petrović`,
  `Draganom Petrovićem`, `Dr Petra Dragića`; this is what keeps `Londona` out of
  `gradonačelnik Londona Boris Džonson` (three-part names agree in all three parts);
* surname first, as in records: `Petrović Dragan`, `Jovanović Milica`, `na ime Petrović Dragana`;
  its inflection codes come from the first name alone, so the gender stays ambiguous
  (Dragana: ms2v, ms4v, fs1v) for the surrogate step to settle, not guessed as in the paper;
* a father's name or an initial in the middle: `Dragan, Miroslava, Petrović`, `Dragan M. Petrović`;
* after a title (roles stage) any capitalised words are a name, known or not
  (`prof. dr sci Drangan Jorvanović`, `Istražni sudija G-đa Jovana Jovanović`); after a role the
  known names must agree in case, and an unknown word must stand next to a known name
  (`Osiguranik Tibor Kovač`); a genitive right after a role, followed by a name, is the role's
  complement (`gradonačelnik Beča Dragan Jovanović`: Beča is a town and a surname);
* a known first name followed by an unknown surname-shaped word (`-ić`, `-ski`, `-ov`), an unknown
  word before a known unambiguous surname, an unambiguous first name before an unknown word;
  a known first name and a known surname in different cases are not one name (`Dragan Petrovića`);
* header fields `Ime:`, `Prezime:`, `Ime i prezime:`.

The title is not part of the name. Names are tagged NE+persName+full; the inflection codes of the
tag are those the parts share.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
dot = punct(".")



def lex_case(mask: str, case: str) -> Atom:
    """lex(mask) restricted to entries with an inflection code containing `case` ("2": genitive).

    The atom `Rule.agree` expands to (fstdeid.compiler); the grammar API has no public spelling
    for it yet (engine request: `lex(mask, infl="2")`).
    """
    return Atom("lex", (tuple(mask.split("+")), None, case))


FIRST = lex("NE+persName+first")
LAST = lex("NE+persName+last")
FIRST_SURE = lex("NE+persName+first+sure")
LAST_SURE = lex("NE+persName+last+sure")
# An unknown capitalised word that may be part of a name: not a clinical word, trigger, month,
# preposition or place, not an acronym.
NAMECAP = cap() & ~upper() & ~lex("NONPHI") & ~lex("TRIG") & ~lex("MONTH") & ~lex("PREP") & ~lex("NE+top") \
    & ~lex("NE+topword")
NB = ~line_start()  # a name does not go on over a line break (record fields are one per line)
SHAPE = regex(r"[A-ZČĆŽŠĐ][a-zčćžšđ]+(ić|ića|iću|ićem|ski|skog|skom|ska|ske|skoj|sku|ov|ova|ovu|ovom|ev|eva|evu|evom)"
              r"|[А-ЯЂЈЉЊЋЏ][а-яђјљњћџ]+(ић|ића|ићу|ићем|ски|ског|ском|ска|ске|ској|ску)")
initial = regex(r"[A-ZČĆŽŠĐА-ЯЂЈЉЊЋЏ]") + dot
hyphen_part = (punct("-") & attached()) + ((LAST & attached()) | (NAMECAP & attached()))
namepart = FIRST | LAST | NAMECAP
next_part = (FIRST & NB) | (LAST & NB) | (NAMECAP & NB)  # a second or later word of a name
middle = opt(punct(",")) + (FIRST | initial | punct("(") + FIRST + punct(")")) + opt(punct(","))

TITLE = tag("NONPHI+title")
ROLE = tag("NONPHI+role")
header = (ci("Ime") + opt(ci("i") + ci("prezime")) | ci("Prezime") | ci("Име") | ci("Презиме")) + punct(":")
after_title = namepart + repeat(next_part | initial | hyphen_part, 0, 3)
known = FIRST | LAST
# After a role, known names must agree in case (agreement needs plain lexicon atoms, so no NB here);
# an unknown word next to a known one carries no case and is taken as it is.
role_known = part("a", known) + opt(part("b", known)) + opt(part("c", LAST)) + opt(hyphen_part)
UNKNOWN = NAMECAP & ~FIRST & ~LAST & NB
role_unknown = (known + UNKNOWN + opt(hyphen_part)
                | (NAMECAP & ~FIRST & ~LAST) + ((FIRST & NB) | (LAST & NB) | (SHAPE & NB)) + opt(hyphen_part))
# "gradonačelnik Beča Dragan Jovanović": a genitive after a role is its complement, not a name,
# when a name in another case follows (the paper's Londona).
role_complement = lex_case("NE+persName+last", "2") + right(FIRST)
role_complement_place = lex_case("NE+top+sure", "2") + right(FIRST)

FULL = "NE+persName+full"

STAGE = Stage("persons", [
    Rule("first_last", part("first", FIRST) + opt(middle) + part("last", LAST) + opt(hyphen_part),
         codes=FULL, agree={"case": ("first", "last")}, infl_from=("first", "last"), lemma_from=("first", "last")),
    Rule("three_parts", part("a", FIRST) + part("b", FIRST | LAST) + part("c", LAST) + opt(hyphen_part),
         codes=FULL, agree={"case": ("a", "b", "c")}, infl_from=("a", "c"), lemma_from=("a", "b", "c")),
    Rule("last_first", part("last", LAST) + part("first", FIRST) + opt(middle),
         codes=FULL, agree={"case": ("last", "first")}, infl_from=("first",), lemma_from=("last", "first"),
         weight=0.5),
    Rule("first_shape", part("first", FIRST) + opt(middle) + part("last", SHAPE & ~LAST & NB) + opt(hyphen_part),
         codes=FULL, infl_from=("first",), lemma_from=("first", "last"), weight=1),
    Rule("cap_last", (NAMECAP & ~FIRST & ~LAST) + part("last", LAST_SURE & NB) + opt(hyphen_part), codes=FULL,
         infl_from=("last",),
         weight=2),
    Rule("first_cap", part("first", FIRST_SURE) + UNKNOWN, codes=FULL, infl_from=("first",), weight=3),
    Rule("after_title", left(TITLE) + after_title, codes=FULL, weight=1),
    Rule("role_complement_place", left(ROLE) + role_complement_place, codes="NE+top+gr", weight=0.4),
    Rule("role_complement", left(ROLE) + role_complement, codes="NONPHI+rolecomplement", weight=0.5),
    Rule("after_role", left(ROLE + opt(punct(":")) + opt(TITLE)) + role_known, codes=FULL, weight=1,
         agree={"case": ("a", "b", "c")}, infl_from=("a", "b", "c"), lemma_from=("a", "b", "c")),
    Rule("after_role_unknown", left(ROLE + opt(punct(":")) + opt(TITLE)) + role_unknown, codes=FULL, weight=1.5),
    Rule("header_field", left(header) + (known | NAMECAP) + repeat(next_part | hyphen_part, 0, 2),
         codes=FULL, weight=1),
])

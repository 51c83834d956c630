"""Street addresses (paper category `adresa`, element `adresa`): the street and its house number.

The span runs from the street trigger (`ul.`, `ulica`, `Bulevar`, `Trg`) or the first word of the
street name to the house number (`7`, `83a`, `25/14`, `6/II`), `br.` included:
`[[ul. Savska br. 7]]`, `[[Bulevar kralja Aleksandra 73]], stan 14`, `[[Karađorđeva 15]], 36000 Kraljevo`.
The town that follows is a place of its own.

Without a trigger a street is recognised by its surroundings: a postal code or a town after it
(`Cara Dušana 44, Zemun`), a town before it (`Zaječar, Nikole Pašića 34`), or an `Adresa:` field.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
dot = punct(".")
NOT_NAME = ~lex("NONPHI") & ~lex("PREP") & ~lex("MONTH")  # an atom: combine with & on single atoms

ul = (ci("ul") | ci("ул")) + opt(dot)
street_noun = lex("TRIG+street")
cap_street_noun = cap() & lex("TRIG+street")  # Bulevar, Trg, Ulica: then lower-case words may follow
bul = (ci("bul") | ci("бул")) + dot
br = (ci("br") | ci("бр")) + opt(dot) | ci("broj") | ci("број")
roman = regex(r"[IVX]+")
housenr = digits(1, 4) + opt(regex(r"[a-zа-ш]") & attached()) \
    + opt(punct("/") + (digits(1, 3) | roman) | punct("-") + (regex(r"[a-zа-ш]") & attached()))
name_cap = (cap() & NOT_NAME) | roman
name_any = (cap() & NOT_NAME) | (lower() & NOT_NAME) | roman
ordinal_name = digits(1, 2) + dot + lex("MONTH") | tag("NE+date")  # ulica 27. marta
street_name = (name_cap | ordinal_name) + repeat(name_any, 0, 3)
town = lex("NE+top") | lex("NE+top+zip")
comma = punct(",")

STAGE = Stage("addresses", [
    Rule("ul_name_nr", (ul | street_noun | bul) + street_name + opt(br) + housenr, codes="NE+adresa"),
    Rule("cap_trigger", cap_street_noun + repeat(name_any, 1, 4) + opt(br) + housenr, codes="NE+adresa"),
    Rule("name_noun_nr", repeat(name_cap, 1, 2) + street_noun + opt(br) + housenr, codes="NE+adresa"),
    Rule("before_town", street_name + opt(br) + housenr + right(comma + town), codes="NE+adresa", weight=1),
    Rule("after_town", left(town + comma) + street_name + opt(br) + housenr, codes="NE+adresa", weight=1),
    Rule("field", left((ci("Adresa") | ci("Адреса")) + punct(":")) + street_name + opt(br) + housenr,
         codes="NE+adresa", weight=1),
])

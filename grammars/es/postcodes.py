"""Postcodes of a fixed foreign shape (MEDDOCAN TERRITORIO), before the streets stage.

The Argentine postcode (CPA) is a letter, four digits and three letters: `C1059ABG`, `C1120AAR`. The
tokenizer cuts it in three (`C`, `1059`, `ABG`), and the streets stage would take its first letter as
the door of the address before it (`Av. Santa Fe 1203 2° Piso [C]1059ABG`). Tagged here first, the
postcode is one unit that the street stops at; the places stage finds the other postcodes.

The short form, the province's letter and four digits (`C1425`), is a postcode before the town (`Av. Libertador 1250, piso 3. [C1425] Ciudad Autónoma de Buenos Aires`); the
tokenizer cuts it in two and the places stage would take its digits alone.

The Brazilian postcode (CEP) is five digits, a hyphen and three digits; after its label `CEP` the label is a
field word, not a place (`Rua Augusta 1500, CEP [01310-100], São Paulo`).

The label of a postcode written out or abbreviated (`Código Postal 28013`, `Cód. postal: 28013`, `Cp 28691`, `C/P 28001`) is a field
word, not a place (the places stage would take `Código Postal` for a town closing the address); like `C.P.` (blocking
stage) it is tagged NONPHI+cpfield, the unit after which the places stage reads the postcode.

A European postcode with its country's letters is one place, the prefix included as in the Spanish `E-28001`
(`[D-69120] Heidelberg`, `[CH-8091] Zürich`), and so is the Portuguese four-digits-hyphen-three (`[1649-035] Lisboa`);
tagged here, the street before it stops at it (`Viale del Policlinico 155, [I-00161] Roma`).
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731

argentine_cpa = regex(r"[A-Z]") + (regex(r"\d{4}") & attached()) + (regex(r"[A-Z]{3}") & attached())

# (the province letters: no I, no O)
argentine_short = regex(r"[A-HJ-NP-Z]") + (regex(r"\d{4}") & attached())

brazilian_cep = regex(r"\d{5}") + (punct("-") & attached()) + (regex(r"\d{3}") & attached())
cep_label = lit("CEP") + opt(punct(":"))

# "Código Postal", "Cód. postal", "Cod. Postal", "Cp" before the digits (not "Cp" elsewhere; "CP" is the places stage's,
# which reads the header line "CP: 28013")
# (also without its accent: "Codigo postal 28001")
cp_label = (ci("código") | ci("codigo")) + ci("postal") | (lit("Cód") | lit("Cod") | lit("cód")) + punct(".") + ci("postal") \
    | lit("Cp") + opt(punct(".") & attached()) \
    | (lit("C") | lit("c")) + (punct("/") & attached()) + (ci("p") & attached())  # "C/P 28001": not the street "C/ P"
# (in lower case, "cp 28001", "cp. 28001", "c.p. 28001", only before a Spanish postcode and a capitalised word: "1 cp" is
# a tablet)
cp_label_lower = lit("cp") + opt(punct(".") & attached()) \
    | lit("c") + (punct(".") & attached()) + (lit("p") & attached()) + opt(punct(".") & attached())
spanish_cp = regex(r"(0[1-9]|[1-4]\d|5[0-2])(00[1-9]|0[1-9]\d|[1-9]\d\d)")
# A Spanish postcode written with a thousands dot before its town ("C/ Mayor 3, [28.001] Madrid"): tagged here, before the
# streets stage, which would take its first two digits for the floor; after a separator or a house number ("Calle Mayor 3
# [28.001] Madrid"), not a round thousand nor a count after a word ("leucocitos 11.100, ...")
dotted_cp = regex(r"0[1-9]|[1-4]\d|5[0-2]") + (punct(".") & attached()) \
    + (regex(r"00[1-9]|0[1-9]\d|[1-9]\d\d") & attached())
known_town = lex("NE+top", lexicon="es-places") | lex("NE+top+ciudad", lexicon="es-world")

# A European postcode with its country's letters (`D-69120 Heidelberg`, `CH-8091 Zürich`, `I-00161 Roma`) is one place,
# its prefix included as the Spanish `E-28001` is: tagged here, before the streets stage, which would take the letter for
# the door (`Viale del Policlinico 155, [I]-00161`); after a comma, a period or a number, before a capitalised word
EU_PREFIX = regex(r"D|F|CH|I|B|A|NL|P|L|DK|S|FI|N|PL|CZ|GR")
prefixed_cp = EU_PREFIX + (punct("-") & attached()) + (regex(r"\d{4,5}") & attached())
# the Portuguese postcode, four digits, a hyphen and three digits: "Av. Prof. Egas Moniz, [1649-035] Lisboa"
portuguese_cp = regex(r"\d{4}") + (punct("-") & attached()) + (regex(r"\d{3}") & attached())

STAGE = Stage("postcodes", [
    Rule("dotted_cp", left(punct(",") | punct(".") | punct("-") | regex(r"\d{1,4}")) + dotted_cp
         + right(opt(punct(",") | punct("-")) + known_town), codes="NE+TERRITORIO+cp"),
    Rule("cp_label", cp_label + right(opt(punct(":")) + regex(r"\d{4,7}")), codes="NONPHI+cpfield"),
    Rule("cp_label_lower", cp_label_lower + right(opt(punct(":")) + spanish_cp + opt(punct(",") | punct("-")) + cap()),
         codes="NONPHI+cpfield"),
    Rule("argentine_cpa", argentine_cpa, codes="NE+TERRITORIO+cp"),
    Rule("european_prefixed_cp", left(punct(",") | punct(".") | regex(r"\d+")) + prefixed_cp
         + right(opt(punct(",")) + cap()), codes="NE+TERRITORIO+cp"),
    Rule("portuguese_cp", left(punct(",") | punct(".") | regex(r"\d+")) + portuguese_cp
         + right(opt(punct(",")) + known_town), codes="NE+TERRITORIO+cp"),
    Rule("cep_label", lit("CEP") + right(opt(punct(":")) + brazilian_cep), codes="NONPHI+cpfield"),
    Rule("brazilian_cep", left(cep_label) + brazilian_cep, codes="NE+TERRITORIO+cp"),
    Rule("argentine_short", argentine_short + right(opt(punct(",") | punct("-")) + cap()), codes="NE+TERRITORIO+cp",
         weight=1),
])

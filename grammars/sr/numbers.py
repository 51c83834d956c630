"""Numbers (paper category `num`, element `number`): case and record numbers, phones, identity
documents, JMBG, health-insurance numbers, vehicle plates.

* after a trigger (`broj`, `br.`, `Naš broj`, `predmet`, `JMBG`, `LBO`, `MB`, `broj lične karte`,
  `Broj istorije bolesti:`, `Pasoš broj`...), an identifier: `[[23/246]]`, `[[TR 123/01]]`,
  `[[Kt. br. 812/2022]]`, `[[03-1532/21]]`, `[[1234567]]`, letters included, the trigger not;
* anywhere: phone numbers with an area code (`064/123-45-67`, `063 555 1234`, `064 777 88 99`,
  `+381 64 987 6543`, `+49 171 2345678`),
  numbers of 9 to 13 digits (JMBG, LBO, ID cards), plates (`VA 123-AB`).

A house number (addresses stage), a dose, a blood pressure or a lab value is not a `num`: without
a trigger only the shapes above are taken.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
dot = punct(".")
word_lower = lower() & ~lex("PREP")

br = (ci("br") | ci("бр")) + opt(dot)
broj = ci("broj") | ci("број") | ci("brojem") | ci("broja") | br
predmet = regex(r"(?i)predmet\w*|предмет\w*")
trigger = (
    broj + repeat(word_lower, 0, 3)
    | predmet + opt(ci("broj") | br)
    | lit("JMBG") | lit("ЈМБГ") | lit("LBO") | lit("ЛБО") | lit("MB") | lit("LK") | lit("ID")
    | ci("matični") + ci("broj") | ci("kartona") | ci("kartoteke")
) + opt(punct(":"))

prefix_word = regex(r"[A-ZČĆŽŠĐ][A-Za-zčćžšđ]?|[IVX]+|[А-ЯЂЈЉЊЋЏ][А-Яа-яђјљњћџ]?") & ~lex("NONPHI")
prefix = repeat(prefix_word + opt(dot | punct("-")), 1, 2) + opt(br)
sep = punct("/") | punct("-")
core = digits(1, 13) + repeat(sep + digits(1, 8), 1, 5) | digits(5, 13)
ident = opt(prefix) + core

phone_area = regex(r"0[1-9]\d?") + punct("/") + digits(2, 4) + repeat(punct("-") + digits(2, 4), 0, 2) \
    | regex(r"0[1-9]\d?") + punct("/") + digits(5, 8)
phone_spaced = regex(r"0[1-9]\d") + (digits(3) + digits(3, 4) | digits(3) + digits(2) + digits(2)
                                      | digits(2, 3) + digits(2) + digits(2) + digits(2))
phone_intl = punct("+") + regex(r"[1-9]\d{0,2}") + digits(2, 3) + digits(3, 8) + repeat(digits(2, 4), 0, 2)
plate = regex(r"[A-ZČĆŽŠĐ]{2}") + digits(3, 4) + punct("-") + (regex(r"[A-ZČĆŽŠĐ]{2}") | digits(2, 3))

STAGE = Stage("numbers", [
    Rule("after_trigger", left(trigger) + ident, codes="NE+num+id"),
    Rule("phone_area", phone_area, codes="NE+num+tel"),
    Rule("phone_spaced", phone_spaced, codes="NE+num+tel", weight=1),
    Rule("phone_intl", phone_intl, codes="NE+num+tel"),
    Rule("long_number", digits(9, 13), codes="NE+num+id", weight=1),
    Rule("plate", plate, codes="NE+num+plate"),
])

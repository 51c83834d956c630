"""Date shifting that keeps the format exactly, and ages over a cap.

`DateShifter(lang, day_first).shift(text, days)` parses a date written as in the notes —
`12/12/2016`, `14. 01. 1956.`, `4.02. 2007. god.`, `09.07.07.`, `2016-12-18`, `7/22`, `12/2016`,
`23 de abril`, `marzo de 2000`, `Dec 18`, `December 18th, 2016`, `avgusta 2000.`, `4. marta 2007.`,
`lunes, 12 de marzo de 2018` — moves it by `days` and writes it back in the same shape: the same
separators and spacing, the same number of digits (two-digit days and years stay two digits), the
same month-name form (full or abbreviated; Serbian nominative, genitive or locative), the same
capitalisation, and a weekday name recomputed for the new date. Every character that is not part of
the date (`de`, `del`, `god.`, `the`, ordinal suffixes) is kept.

What is shifted: a full date by `days`; a day and month without a year as a day of the leap year 2000
(so 29 February exists); a month and year, or a month alone, as the 15th of that month. A year alone
is kept unless `shift_years` (then it is the year of 1 July of that year shifted). Numbers are read
day-first (DD/MM) or month-first (MM/DD) as configured per language; a reading that is not a valid
date falls back to the other order. `shift` returns None when the text is not a date it can read:
the caller replaces it some other way, never leaving it as it was.

`age_surrogate(text, cap, top)`: an age whose number is above `cap` becomes `top` (`92 años` ->
`90+ años`); other ages are kept, as HIPAA allows.
"""

from __future__ import annotations

import datetime as _dt
import re
import unicodedata

# Month names: per language, named forms, each a list of 12. The form found in the text is the form written.
MONTHS: dict[str, dict[str, list[str]]] = {
    "es": {
        "full": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
                 "noviembre", "diciembre"],
        "full2": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre",
                  "noviembre", "diciembre"],
        "abbr": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
        "abbr2": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    },
    "en": {
        "full": ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                 "november", "december"],
        "abbr": ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
        "abbr2": ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sept", "oct", "nov", "dec"],
    },
    "sr": {
        "nom": ["januar", "februar", "mart", "april", "maj", "jun", "jul", "avgust", "septembar", "oktobar",
                "novembar", "decembar"],
        "nom2": ["januar", "februar", "mart", "april", "maj", "juni", "juli", "avgust", "septembar", "oktobar",
                 "novembar", "decembar"],
        "gen": ["januara", "februara", "marta", "aprila", "maja", "juna", "jula", "avgusta", "septembra", "oktobra",
                "novembra", "decembra"],
        "loc": ["januaru", "februaru", "martu", "aprilu", "maju", "junu", "julu", "avgustu", "septembru", "oktobru",
                "novembru", "decembru"],
        "abbr": ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "avg", "sep", "okt", "nov", "dec"],
        "roman": ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"],
    },
}
WEEKDAYS: dict[str, dict[str, list[str]]] = {  # Monday first, as date.weekday()
    "es": {"full": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
           "abbr": ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]},
    "en": {"full": ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
           "abbr": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
    "sr": {"nom": ["ponedeljak", "utorak", "sreda", "četvrtak", "petak", "subota", "nedelja"],
           "acc": ["ponedeljak", "utorak", "sredu", "četvrtak", "petak", "subotu", "nedelju"],
           "gen": ["ponedeljka", "utorka", "srede", "četvrtka", "petka", "subote", "nedelje"]},
}
# Whether a number right after a month name is the day (English "Dec 18") or a year ("marzo 99").
MONTH_THEN_DAY = {"en": True}
DAY_FIRST = {"es": True, "sr": True, "en": False}

_TOKEN = re.compile(r"\d+|[^\W\d_]+|\s+|.", re.S)


def _fold(s: str) -> str:
    s = unicodedata.normalize("NFD", s.casefold())
    return "".join(ch for ch in s if not unicodedata.combining(ch))


def match_case(model: str, word: str) -> str:
    """`word` written in the capitalisation of `model` (UPPER, lower or Title)."""
    letters = [c for c in model if c.isalpha()]
    if not letters:
        return word
    if all(c.isupper() for c in letters) and len(letters) > 1:
        return word.upper()
    if all(c.islower() for c in letters):
        return word.lower()
    if letters[0].isupper():
        return word[:1].upper() + word[1:]
    return word


def _num(n: int, model: str, pad_two: bool = True) -> str:
    """`n` as wide as `model`: numeric dates written with two digits stay so (DD/MM); a written-out
    date pads only when the original had a leading zero ("05 de mayo", but "23 de abril" -> "1 de mayo")."""
    return f"{n:02d}" if (len(model) >= 2 and pad_two) or model.startswith("0") else str(n)


_ORDINAL = {"st", "nd", "rd", "th"}


def _en_ordinal(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _year(y: int, model: str) -> str:
    return f"{y % 100:02d}" if len(model) == 2 else str(y)


class DateShifter:
    """Shifts dates of one language; see the module docstring."""

    def __init__(self, lang: str, *, day_first: bool | None = None, shift_years: bool = False,
                 pivot: int | None = None):
        self.lang = lang if lang in MONTHS else "en"
        self.day_first = DAY_FIRST.get(self.lang, True) if day_first is None else day_first
        self.shift_years = shift_years
        self.month_then_day = MONTH_THEN_DAY.get(self.lang, False)
        # two-digit years up to the pivot are 20yy, above it 19yy
        self.pivot = (_dt.date.today().year % 100) if pivot is None else pivot
        self._months: dict[str, tuple[str, int]] = {}
        for form, names in MONTHS[self.lang].items():
            for i, name in enumerate(names):
                key = name if form == "roman" else _fold(name)
                self._months.setdefault(key, (form, i))
        self._weekdays: dict[str, tuple[str, int]] = {}
        for form, names in WEEKDAYS[self.lang].items():
            for i, name in enumerate(names):
                self._weekdays.setdefault(_fold(name), (form, i))

    def _month(self, word: str) -> tuple[str, int] | None:
        """(form, month index 0-11) of a month name, or None. Roman numerals only in capitals."""
        hit = self._months.get(word)
        if hit is not None and hit[0] == "roman":
            return hit
        hit = self._months.get(_fold(word))
        return hit if hit is not None and hit[0] != "roman" else None

    def _full_year(self, y: str) -> int:
        n = int(y)
        if len(y) == 2:
            return 2000 + n if n <= self.pivot else 1900 + n
        return n

    def parse(self, text: str):
        """(tokens, roles) or None. roles: token index -> "d", "m", "M" (month name), "y", "w"."""
        toks = [m.group() for m in _TOKEN.finditer(text)]
        roles: dict[int, str] = {}
        month_i = None
        nums = []
        for i, t in enumerate(toks):
            if t.isdigit():
                nums.append(i)
            elif t[0].isalpha():
                hit = self._month(t)
                if hit is not None:
                    if hit[0] == "roman" and not nums:
                        continue  # a roman numeral is a month only after the day: "4. III 2007."
                    if month_i is not None:
                        return None  # two month names: a range, not one date
                    month_i = i
                    roles[i] = "M"
                elif _fold(t) in self._weekdays:
                    roles[i] = "w"
        if not nums and month_i is None:
            return None
        if any(len(toks[i]) > 4 for i in nums):
            return None
        if month_i is not None:
            return self._parse_named(toks, roles, nums, month_i)
        return self._parse_numeric(toks, roles, nums)

    def _parse_named(self, toks, roles, nums, mi):
        day = year = None
        before = [i for i in nums if i < mi]
        after = [i for i in nums if i > mi]
        if len(before) > 1 or len(after) > 2:
            return None
        if before:
            i = before[0]
            if len(toks[i]) <= 2 and 1 <= int(toks[i]) <= 31:
                day = i
            elif len(toks[i]) == 4:
                year = i
            else:
                return None
        for i in after:
            t = toks[i]
            if len(t) == 4 and year is None:
                year = i
            elif len(t) <= 2 and day is None and self.month_then_day and 1 <= int(t) <= 31:
                day = i
            elif len(t) == 2 and year is None:
                year = i
            else:
                return None
        if day is not None:
            roles[day] = "d"
        if year is not None:
            roles[year] = "y"
        return toks, roles

    def _parse_numeric(self, toks, roles, nums):
        vals = [toks[i] for i in nums]
        if len(nums) == 1:
            if len(vals[0]) == 4:
                roles[nums[0]] = "y"
                return toks, roles
            return None
        if len(nums) == 2:
            a, b = vals
            if len(b) == 4 and 1 <= int(a) <= 12 and len(a) <= 2:
                orders = ["my"]
            elif len(a) == 4 and 1 <= int(b) <= 12 and len(b) <= 2:
                orders = ["ym"]
            else:
                orders = ["dm", "md", "my"] if self.day_first else ["md", "dm", "my"]
        elif len(nums) == 3:
            if len(vals[0]) == 4:
                orders = ["ymd"]
            elif len(vals[2]) in (2, 4):
                orders = ["dmy", "mdy"] if self.day_first else ["mdy", "dmy"]
            else:
                return None
        else:
            return None
        for order in orders:
            r = dict(zip(nums, order))
            if self._valid(toks, r):
                roles.update(r)
                return toks, roles
        return None

    def _valid(self, toks, r: dict) -> bool:
        got = {role: toks[i] for i, role in r.items()}
        if "y" in got and len(got["y"]) not in (2, 4):
            return False
        if any(role in "dm" and len(toks[i]) > 2 for i, role in r.items()):
            return False
        try:
            m = int(got["m"])
            y = self._full_year(got["y"]) if "y" in got else 2000
            d = int(got["d"]) if "d" in got else 15
            _dt.date(y, m, d)
        except (ValueError, KeyError):
            return False
        return True

    def shift(self, text: str, days: int) -> str | None:
        """`text` with its date moved by `days`, in the same format; the text itself for a kept year."""
        parsed = self.parse(text)
        if parsed is None:
            return None
        toks, roles = parsed
        by = {role: i for i, role in roles.items() if role != "w"}
        if "M" in by:
            month = self._month(toks[by["M"]])[1] + 1
        elif "m" in by:
            month = int(toks[by["m"]])
        else:
            month = None
        if month is None:  # a year alone
            if not self.shift_years:
                return text
            y = self._full_year(toks[by["y"]])
            new = _dt.date(y, 7, 1) + _dt.timedelta(days=days)
            toks = list(toks)
            toks[by["y"]] = _year(new.year, toks[by["y"]])
            return "".join(toks)
        year = self._full_year(toks[by["y"]]) if "y" in by else 2000
        day = int(toks[by["d"]]) if "d" in by else 15
        try:
            new = _dt.date(year, month, day) + _dt.timedelta(days=days)
        except (ValueError, OverflowError):
            return None
        out = list(toks)
        # Numeric dates: two-digit fields are padded unless the writer left another field unpadded ("7/22").
        dm = [toks[i] for i, role in roles.items() if role in "dm"]
        pad = "M" not in by and not any(len(x) == 1 for x in dm)
        for i, role in roles.items():
            t = toks[i]
            if role == "d":
                out[i] = _num(new.day, t, pad_two=pad)
                nxt = toks[i + 1] if i + 1 < len(toks) else ""
                if self.lang == "en" and nxt.casefold() in _ORDINAL:
                    out[i + 1] = match_case(nxt, _en_ordinal(new.day))
            elif role == "m":
                out[i] = _num(new.month, t, pad_two=pad)
            elif role == "y":
                out[i] = _year(new.year, t)
            elif role == "M":
                form = self._month(t)[0]
                name = MONTHS[self.lang][form][new.month - 1]
                out[i] = name if form == "roman" else match_case(t, name)
            elif role == "w" and "y" in by and "d" in by:
                form = self._weekdays[_fold(t)][0]
                out[i] = match_case(t, WEEKDAYS[self.lang][form][new.weekday()])
        return "".join(out)


_AGE_NUM = re.compile(r"\d+")


def age_surrogate(text: str, cap: int = 89, top: str = "90+") -> str:
    """An age above `cap` written as `top` (the first number of the text); other ages unchanged, and
    so is an age already written as `top` ("90+ años")."""
    m = _AGE_NUM.search(text)
    if m is None or int(m.group()) <= cap or text.startswith(top, m.start()):
        return text
    return text[:m.start()] + top + text[m.end():]

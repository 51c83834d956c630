"""Format-preserving surrogates for identifiers, phone numbers, e-mail addresses and URLs.

Digits become random digits, letters random letters of the same case, everything else (spaces,
dashes, dots, slashes, `@`) stays where it was. Where the type has a check digit it is valid in the
surrogate, the type being told by the shape:

* Spanish DNI `12345678Z` (also `12345678-Z`, `12345678 z`): the letter is number mod 23;
* Spanish NIE `X1234567L`: the same with X=0, Y=1, Z=2 in front;
* Spanish social security number (NASS) of 12 digits `28 12345678 40`: the last two are the first
  ten mod 97;
* Serbian JMBG, 13 digits DDMMYYYRRBBBK starting with a valid day and month: the mod-11 checksum,
  and a valid date of birth;
* an IPv4 address `192.168.12.7`: four numbers of 0-255 (not the same shape).

Phone numbers keep an international prefix (`+34`, `0034`) and the first digit of the national
number (mobile or landline); e-mail addresses keep the domain of a public mail provider and every
top-level domain; URLs keep the scheme, `www.` and the top-level domain. A surrogate is never the
original: the draw is repeated until it differs (and, with `reject`, until `reject` allows it).
"""

from __future__ import annotations

import random
import re
import string
from typing import Callable

_UPPER = string.ascii_uppercase
_LOWER = string.ascii_lowercase
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"

DNI = re.compile(r"^(\d{8})([\s.-]?)([A-Za-z])$")
NIE = re.compile(r"^([XYZxyz])([\s.-]?)(\d{7})([\s.-]?)([A-Za-z])$")
NASS = re.compile(r"^(\d{2})([\s/-]?)(\d{8})([\s/-]?)(\d{2})$")
JMBG = re.compile(r"^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])\d{9}$")
IPV4 = re.compile(r"^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$")

PUBLIC_MAIL = frozenset("""gmail.com hotmail.com hotmail.es outlook.com outlook.es yahoo.com yahoo.es live.com
live.com.mx msn.com icloud.com me.com aol.com gmx.com gmx.de mail.com protonmail.com proton.me telefonica.net
terra.es ya.com orange.es movistar.es yandex.ru mail.ru eunet.rs gmail.rs ptt.rs sbb.rs""".split())


def format_preserving(s: str, rng: random.Random) -> str:
    """Each digit a random digit (a number does not gain a leading zero), each letter a random letter
    of the same case; other characters kept."""
    out = []
    prev_digit = False
    for ch in s:
        if ch.isdigit():
            if not prev_digit and ch != "0":
                out.append(str(rng.randint(1, 9)))
            else:
                out.append(str(rng.randint(0, 9)))
            prev_digit = True
            continue
        prev_digit = False
        if ch.isalpha():
            out.append(rng.choice(_UPPER) if ch.isupper() else rng.choice(_LOWER) if ch.islower() else ch)
        else:
            out.append(ch)
    return "".join(out)


def dni_letter(number: int) -> str:
    return _DNI_LETTERS[number % 23]


def jmbg_check(first12: str) -> int | None:
    """The JMBG check digit of the first 12 digits, or None when the number cannot be valid (remainder 1)."""
    a = [int(c) for c in first12]
    s = sum((7 - i % 6) * (a[i] + a[i + 6]) for i in range(6))
    m = 11 - s % 11
    if m == 10:
        return None
    return 0 if m == 11 else m


def jmbg_valid(s: str) -> bool:
    return bool(JMBG.match(s)) and jmbg_check(s[:12]) == int(s[12])


def _typed(s: str, rng: random.Random) -> str | None:
    m = DNI.match(s)
    if m:
        num = rng.randint(10_000_000, 99_999_999)
        letter = dni_letter(num)
        return f"{num:08d}{m.group(2)}{letter if m.group(3).isupper() else letter.lower()}"
    m = NIE.match(s)
    if m:
        prefix = rng.choice("XYZ")
        num = rng.randint(1_000_000, 9_999_999)
        letter = dni_letter(int(f"{'XYZ'.index(prefix)}{num:07d}"))
        if m.group(1).islower():
            prefix = prefix.lower()
        return f"{prefix}{m.group(2)}{num:07d}{m.group(4)}{letter if m.group(5).isupper() else letter.lower()}"
    m = NASS.match(s)
    if m and int(m.group(1) + m.group(3)) % 97 == int(m.group(5)):
        prov = rng.randint(1, 52)
        num = rng.randint(10_000_000, 99_999_999)
        control = int(f"{prov:02d}{num:08d}") % 97
        return f"{prov:02d}{m.group(2)}{num:08d}{m.group(4)}{control:02d}"
    if JMBG.match(s):
        while True:
            year = rng.randint(1920, 2019)
            month = rng.randint(1, 12)
            day = rng.randint(1, 28)
            head = f"{day:02d}{month:02d}{year % 1000:03d}{rng.randint(70, 99):02d}{rng.randint(0, 999):03d}"
            k = jmbg_check(head)
            if k is not None:
                return head + str(k)
    if IPV4.match(s):  # a valid address: each number 0-255 (a same-shape one could be 114.788.42.3)
        return ".".join(str(rng.randint(1 if i == 0 else 0, 255)) for i in range(4))
    return None


def _repeat(make: Callable[[random.Random], str], original: str, rng: random.Random,
            reject: Callable[[str], bool] | None) -> str:
    out = original
    for _ in range(100):
        out = make(rng)
        if out != original and not (reject and reject(out)):
            return out
    # a one-character identifier has few surrogates: anything but the original will do
    return out if out != original else ("1" if original != "1" else "2")


# A word of three or more letters standing alone; prose, not a code, when no letter after its first is a capital.
_ALONE_WORD = re.compile(r"(?<![\w-])[^\W\d_]{3,}(?![\w-])")


def is_description(s: str) -> bool:
    """Whether an identifier-labelled span is words describing the person, not a code (MEDDOCAN labels
    `niña adoptada`, `de raza gitana`, `la menor de 3 hermanos` ID_SUJETO_ASISTENCIA). Such a span has
    no shape a surrogate could keep: a letter-for-letter surrogate would be gibberish."""
    return any(not any(map(str.isupper, m[0][1:])) for m in _ALONE_WORD.finditer(s))


def identifier(s: str, rng: random.Random, reject: Callable[[str], bool] | None = None) -> str:
    """A surrogate of the same shape (with a valid check digit for DNI, NIE, NASS, JMBG)."""
    return _repeat(lambda r: _typed(s, r) or format_preserving(s, r), s, rng, reject)


_PHONE_PREFIX = re.compile(r"^\s*(\(?(?:\+|00)\d{1,3}\)?[\s.-]*)?\(?(\d)")


def phone(s: str, rng: random.Random, reject: Callable[[str], bool] | None = None) -> str:
    """Same shape; the international prefix and the first national digit are kept."""
    m = _PHONE_PREFIX.match(s)
    keep = m.end() if m else 0

    def make(r):
        return s[:keep] + format_preserving(s[keep:], r)

    if not any(c.isdigit() for c in s[keep:]):
        return identifier(s, rng, reject)
    return _repeat(make, s, rng, reject)


def email(s: str, rng: random.Random, reject: Callable[[str], bool] | None = None) -> str:
    """Local part replaced; a public provider's domain kept, another domain replaced but its TLD."""
    local, at, domain = s.rpartition("@")
    if not at:
        return identifier(s, rng, reject)
    keep_domain = domain.casefold() in PUBLIC_MAIL

    def make(r):
        new_domain = domain
        if not keep_domain:
            labels = domain.split(".")
            new_domain = ".".join([format_preserving(x, r) for x in labels[:-1]] + labels[-1:])
        return format_preserving(local, r) + "@" + new_domain

    return _repeat(make, s, rng, reject)


_URL = re.compile(r"^((?:[a-zA-Z][\w+.-]*://)?(?:www\d?\.)?)([^/?#]*?)(\.[A-Za-z]{2,})?([/?#].*)?$", re.S)


def url(s: str, rng: random.Random, reject: Callable[[str], bool] | None = None) -> str:
    m = _URL.match(s)
    if not m or not m.group(2):
        return identifier(s, rng, reject)
    head, host, tld, rest = m.group(1), m.group(2), m.group(3) or "", m.group(4) or ""

    def make(r):
        return head + format_preserving(host, r) + tld + format_preserving(rest, r)

    return _repeat(make, s, rng, reject)


def postcode(s: str, rng: random.Random, lang: str, reject: Callable[[str], bool] | None = None) -> str:
    """A postcode of the same shape; a Spanish one starts with a province number (01-52)."""
    if lang == "es" and re.fullmatch(r"\d{5}", s):
        return _repeat(lambda r: f"{r.randint(1, 52):02d}{r.randint(0, 999):03d}", s, rng, reject)
    return identifier(s, rng, reject)

"""Date shifting keeps the format exactly; ages over the cap become 90+."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings, strategies as st

from fstdeid.surrogate.dates import DateShifter, age_surrogate

ES, EN, SR = DateShifter("es"), DateShifter("en"), DateShifter("sr")


@pytest.mark.parametrize("shifter, text, days, expected", [
    (SR, "4.02. 2007. god.", 10, "14.02. 2007. god."),
    (ES, "12/12/2016", 30, "11/01/2017"),
    (ES, "marzo de 2000", 31, "abril de 2000"),
    (ES, "23 de abril", 10, "3 de mayo"),
    (ES, "05 de abril", 1, "06 de abril"),
    (EN, "7/22", 10, "8/1"),
    (EN, "Dec 18", 14, "Jan 1"),
    (SR, "14. 01. 1956.", 31, "14. 02. 1956."),
    (ES, "12-03-1960", 43, "24-04-1960"),
    (ES, "2016-12-18", 14, "2017-01-01"),
    (ES, "12/2016", 31, "01/2017"),
    (ES, "09/07/07", 100, "17/10/07"),
    (ES, "Enero del 2011", 40, "Febrero del 2011"),
    (ES, "MARZO DE 2000", 31, "ABRIL DE 2000"),
    (ES, "03-abril-2009", 30, "03-mayo-2009"),
    (EN, "December 18th, 2016", 14, "January 1st, 2017"),
    (EN, "03/04/2016", 1, "03/05/2016"),  # MM/DD in English
    (ES, "03/04/2016", 1, "04/04/2016"),  # DD/MM in Spanish
    (EN, "13/04/2016", 1, "14/04/2016"),  # not a valid MM/DD: read DD/MM
    (SR, "avgusta 2000.", 31, "septembra 2000."),
    (SR, "4. marta 2007.", 30, "3. aprila 2007."),
    (SR, "u martu 2007.", 31, "u aprilu 2007."),
    (SR, "4. III 2007.", 30, "3. IV 2007."),
    (ES, "lunes, 12 de marzo de 2018", 1, "martes, 13 de marzo de 2018"),
    (SR, "29.02.2016.", 366, "01.03.2017."),
])
def test_formats_are_kept(shifter, text, days, expected):
    assert shifter.shift(text, days) == expected


def test_negative_shift():
    assert ES.shift("01/01/2017", -1) == "31/12/2016"


def test_years_alone_kept_by_default_and_shiftable():
    assert ES.shift("2012", 200) == "2012"
    assert ES.shift("año 2012", 200) == "año 2012"
    assert DateShifter("es", shift_years=True).shift("2012", 200) == "2013"


def test_day_order_is_configurable():
    assert DateShifter("es", day_first=False).shift("03/04/2016", 1) == "03/05/2016"
    assert DateShifter("en", day_first=True).shift("03/04/2016", 1) == "04/04/2016"


@pytest.mark.parametrize("text", ["hace 3 meses", "1-2-3-4", "marzo y abril", "12345", "ayer"])
def test_what_is_not_a_date_is_refused(text):
    assert ES.shift(text, 10) is None


def test_ages():
    assert age_surrogate("92 años") == "90+ años"
    assert age_surrogate("90+ años") == "90+ años"  # already the top: not "90++ años"
    assert age_surrogate("89 años") == "89 años"
    assert age_surrogate("101", cap=89, top=">89") == ">89"
    assert age_surrogate("tres años") == "tres años"


FORMATS = [("%d/%m/%Y", ES), ("%d.%m.%Y.", SR), ("%m/%d/%Y", EN), ("%Y-%m-%d", ES), ("%d-%m-%y", ES)]


@settings(max_examples=100, deadline=None)
@given(st.dates(dt.date(1930, 1, 1), dt.date(2060, 12, 31)), st.integers(-400, 400).filter(bool),
       st.sampled_from(FORMATS))
def test_numeric_dates_shift_exactly(date, days, fmt_shifter):
    fmt, shifter = fmt_shifter
    text = date.strftime(fmt)
    out = shifter.shift(text, days)
    got = dt.datetime.strptime(out, fmt).date()
    expected = date + dt.timedelta(days=days)
    if "%y" in fmt:
        assert (got.month, got.day, got.year % 100) == (expected.month, expected.day, expected.year % 100)
    else:
        assert got == expected
    assert len(out) == len(text)


@settings(max_examples=60, deadline=None)
@given(st.dates(dt.date(1950, 1, 1), dt.date(2040, 12, 31)), st.integers(1, 365))
def test_written_out_spanish_dates_round_trip(date, days):
    from fstdeid.surrogate.dates import MONTHS

    months = MONTHS["es"]["full"]
    text = f"{date.day} de {months[date.month - 1]} de {date.year}"
    out = ES.shift(text, days)
    d, _, m, _, y = out.split()
    new = dt.date(int(y), months.index(m) + 1, int(d))
    assert new == date + dt.timedelta(days=days)

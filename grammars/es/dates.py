"""Dates: 14/05/1952, 21-03-2018, 2 de noviembre de 2020, marzo de 2018, 9 de noviembre."""

from fstdeid.grammar import *

MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre",
          "octubre", "noviembre", "diciembre"]
month = alt(*(lit(m, ignore_case=True) for m in MONTHS))
day = digits(1, 2)
year = digits(4)
sep = punct("/") | punct("-") | punct(".")
de = lit("de", ignore_case=True)

STAGE = Stage("dates", [
    Rule("numeric_dmy", day + sep + digits(1, 2) + sep + (digits(4) | digits(2)), codes="NE+FECHAS"),
    Rule("day_month_year", day + de + month + opt(de + year), codes="NE+FECHAS"),
    Rule("month_year", month + de + year, codes="NE+FECHAS", weight=1),
])

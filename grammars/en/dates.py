"""Dates (DATE): numeric, written out, ordinals, and years alone.

* `7/22`, `8/20/02`, `8/28/1995`, `9/3/97`, `8/88` (month and year), `2014-03-02`, `3-24-17`,
  `6-19-19` (with hyphens the year is required), `on 7-8`, `11/21.93`;
* `July 29th`, `July 1`, `Jan. 3, 2004`, `21 Apr, 21`, `2 nov, 96`, `MARCH OF 1993`, `sept. 1999`;
  a month alone after a preposition (`in sept.`, `since March`; never `May` or `may` alone);
* `the 11th`, `on the 2nd` (a day of the month);
* years: `'92`, `74'`, `1992` and any 1960-1999 year alone (a four-digit number in 1960-1999 is
  never a 24-hour time), `in 2004`, `since 2010`, `in the 1980s`, and a two-digit year after a
  history item (`MI 92,`, `CABG 81,`, `CVA in 94 and 00`).

Month and day numbers are checked by regular expressions (`m` 1-12, `d` 1-31), so `BP 88/46`
or `120/80` is never a date; slash chains and scores were taken by blocking.py.
"""

import runpy
from pathlib import Path

from fstdeid.grammar import *

C = runpy.run_path(str(Path(__file__).with_name("_common.py")))
ci, any_ci, month_name = C["ci"], C["any_ci"], C["month_name"]

M = regex(r"0?[1-9]|1[0-2]")
D = regex(r"0?[1-9]|[12][0-9]|3[01]")
# day 5 and 10 only with a year or after a date word: "PS 10/5", "pain 5/10", "strength 5/5"
D_SURE = regex(r"0?[2-46-9]|1[1-9]|2[0-9]|3[01]")
# day 5: not after 5, 8, 10, 12, the usual pressure-support levels of "PS 10/5"
M_DAY5 = regex(r"0?[1-467]|0?9|11")
M_NOT_1 = regex(r"0?[2-9]|1[0-2]")
YY = regex(r"[3-9][0-9]")
date_left = any_ci("on", "or", "since", "from", "until", "thru", "through", "dated", "lbm", "-")
Y = digits(2) | digits(4)
slash, dash, dot = punct("/"), punct("-"), punct(".")
apos = punct("'") | punct("’")
ordinal = D + any_ci("st", "nd", "rd", "th")
day = ordinal | D
year4 = regex(r"(19|20)[0-9][0-9]")
year_any = year4 | apos + digits(2)
month = month_name + opt(dot)
month_full = any_ci("january", "february", "march", "april", "may", "june", "july", "august", "september",
                    "october", "november", "december")
month_abbr = any_ci("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec")
year_or_yy = year4 | apos + digits(2) | digits(2)
month_no_may = any_ci("january", "february", "march", "april", "june", "july", "august", "september", "october",
                      "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
                      "oct", "nov", "dec") + opt(dot)
history = any_ci("mi", "cabg", "cva", "ptca", "pci", "avr", "mvr", "stent", "stents", "cath", "tia", "chf", "dx",
                 "diagnosed", "ca", "cancer", "redo", "repair", "surgery", "cea", "aaa", "hip", "knee", "tah",
                 "bso", "appy", "appendectomy", "cholecystectomy", "chole", "nephrectomy", "pacer", "pacemaker",
                 "icd", "aicd", "ablation", "cardioversion", "lobectomy", "mastectomy", "hysterectomy", "turp",
                 "fx", "stroke", "pe", "dvt", "bypass", "transplant")

STAGE = Stage("dates", [
    Rule("mdy", M + slash + D + slash + Y, codes="NE+DATE+numeric"),
    Rule("md", M + slash + D_SURE + opt((dot & C["glued"]) + (digits(2) & C["glued"])), codes="NE+DATE+numeric",
         weight=1),
    Rule("m_first", M_NOT_1 + slash + lit("1"), codes="NE+DATE+numeric", weight=1),
    Rule("m_fifth", M_DAY5 + slash + lit("5"), codes="NE+DATE+numeric", weight=1),
    Rule("month_year", M + slash + YY, codes="NE+DATE+numeric", weight=1),
    Rule("md_context", left(date_left) + M + slash + D, codes="NE+DATE+numeric", weight=2),
    Rule("mdy_dash", M + dash + D + dash + Y, codes="NE+DATE+numeric"),
    Rule("iso", year4 + dash + M + dash + D, codes="NE+DATE+numeric"),
    Rule("md_dash_on", left(ci("on")) + M + dash + D
         + right(punct(".") | punct(",") | any_ci("for", "at", "and", "with")), codes="NE+DATE+numeric", weight=1),
    Rule("month_day", month_full + day + opt(opt(punct(",")) + year_or_yy), codes="NE+DATE+written"),
    Rule("month_day_abbr", month_abbr + (punct(".") + day + opt(opt(punct(",")) + year_or_yy)
                                         | day + punct(",") + year_or_yy | ordinal), codes="NE+DATE+written"),
    Rule("day_month", day + opt(ci("of")) + month_full + opt(opt(punct(",")) + year_or_yy), codes="NE+DATE+written"),
    Rule("day_month_abbr", day + month_abbr + opt(punct(".")) + opt(punct(",")) + year_or_yy,
         codes="NE+DATE+written"),
    Rule("month_name_year", month + opt(ci("of") | punct(",")) + year_any, codes="NE+DATE+written"),
    Rule("month_alone", left(any_ci("in", "since", "during", "until", "by", "early", "late", "mid", "last", "next",
                                    "of", "this", "from"))
         + month_no_may, codes="NE+DATE+month", weight=2),
    Rule("the_nth", left(opt(ci("on")) + ci("the")) + ordinal + right(punct(".") | punct(",") | ci("of") | punct('"')),
         codes="NE+DATE+day", weight=1),
    Rule("year_apos", apos + digits(2) + opt(ci("s")), codes="NE+DATE+year"),
    Rule("year_apos_after", left(history | ci("in")) + digits(2) + apos + right(~lit("s", ignore_case=True)),
         codes="NE+DATE+year", weight=1),
    Rule("year_1900s", regex(r"19[6-9][0-9]") + opt(ci("s") | apos + ci("s")), codes="NE+DATE+year", weight=1),
    Rule("year_context", left(any_ci("in", "since", "year", "born", "of", "circa", "around", "is", "early", "late",
                                     "mid"))
         + opt(ci("the")) + year4 + opt(ci("s") | apos + ci("s")), codes="NE+DATE+year", weight=1),
    Rule("year_pair", left(history + opt(ci("in"))) + digits(2) + ci("and") + digits(2), codes="NE+DATE+year", weight=2),
    Rule("day_range_month", D + (dash + opt(punct(">")) | ci("to")) + day + month_abbr + opt(punct("."))
         + opt(opt(punct(",")) + year_or_yy), codes="NE+DATE+written", weight=1),
    Rule("year_history", left(history + opt(ci("in"))) + (digits(2) | year4)
         + right(punct(",") | punct(";") | punct(".") | ci("and") | punct(")") | punct("-") | ci("with")
                 | ci("s/p") | line_start()), codes="NE+DATE+year", weight=2),
])

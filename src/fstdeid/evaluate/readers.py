"""Reading annotated corpora (gold or predicted) and writing MEDDOCAN XML.

Formats (`FORMATS`), each a file or a folder:

* ``brat``: ``NAME.ann`` (+ ``NAME.txt``) files, found recursively; the id is the path of the
  ``.ann`` relative to the folder, without suffix. A discontinuous annotation spans its first to
  its last fragment (as `fstdeid.formats.read_brat_ann` reads it).
* ``meddocan-xml``: ``NAME.xml`` files in the MEDDOCAN/i2b2 standoff format:
  ``<MEDDOCAN><TEXT><![CDATA[...]]></TEXT><TAGS><NAME id="T1" start=".." end=".." text=".."
  TYPE="NOMBRE_SUJETO_ASISTENCIA" comment=""/>...</TAGS></MEDDOCAN>``. Every element under
  ``TAGS`` with ``start`` and ``end`` is a span; its label is ``TYPE``, or the element name when
  there is no ``TYPE`` (``<TAG>`` elements without TYPE, say). `meddocan_xml` writes it.
* ``physionet``: the PhysioNet deid layout: ``id.text`` (records ``START_OF_RECORD=P||||N||||``,
  newline, the note, ``||||END_OF_RECORD``) and ``*.phrase`` (``PATIENT NOTE START END TYPE
  PHRASE...`` per line). The id of a note is ``PATIENT-NOTE``. A folder must hold one ``.phrase``
  file (or name the file); the ``.text`` beside it is optional for predictions.
* ``jsonl``: one object per line, ``{"id", "text"?, "spans": [{"start", "end", "label"}],
  "deidentified"?}``: what ``fstdeid deid`` writes for JSONL input.
* ``serbian-xml``: inline XML as in the Serbian system (paper 002): PHI elements carry
  ``PHI="yes"``; an evaluated file also carries ``check="OK|UOK1|UOK2|NOK|MISS|MISS-E"`` (``MISS/E``
  is read as ``MISS-E``). The text is the element-stripped text (all character data, in order).
  The label of an element is its ``label`` or ``TYPE`` attribute, else its name up to the first
  dot, with ``persName``, ``number`` and ``adresa`` read as the paper's ``pers``, ``num`` and
  ``adrese`` (``<top.gr>`` is ``top``). As gold, the spans are the elements with ``PHI="yes"`` or a
  check, except ``check="NOK"`` (false PHI); ``check="MISS-E"`` marks the span *malformed* (MISS/E:
  missed because the input was malformed). As prediction, the spans are the ``PHI="yes"``
  elements except those checked MISS or MISS-E. No other format marks a span malformed.

`load_corpus` detects the format from the path unless `fmt` is given (see `detect_format`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable

from lxml import etree

from ..annotation import TagSpan
from ..errors import DocumentError, FstdeidError
from ..formats import decode, read_brat_ann, read_physionet, write_atomic
from ..output import check_xml_text
from .corpus import CHECKS, Corpus, Doc, ESpan

FORMATS = ("brat", "meddocan-xml", "physionet", "jsonl", "serbian-xml")
ALIASES = {"i2b2": "meddocan-xml", "meddocan": "meddocan-xml", "xml": "meddocan-xml", "inline-xml": "serbian-xml",
           "serbian": "serbian-xml"}
ROLES = ("gold", "pred")

#: MEDDOCAN label -> element name of the i2b2-style XML (the MEDDOCAN format converter's categories).
MEDDOCAN_CATEGORIES = {
    "NOMBRE_SUJETO_ASISTENCIA": "NAME", "NOMBRE_PERSONAL_SANITARIO": "NAME", "PROFESION": "PROFESSION",
    "HOSPITAL": "LOCATION", "INSTITUCION": "LOCATION", "CALLE": "LOCATION", "TERRITORIO": "LOCATION",
    "PAIS": "LOCATION", "CENTRO_SALUD": "LOCATION", "EDAD_SUJETO_ASISTENCIA": "AGE", "FECHAS": "DATE",
    "NUMERO_TELEFONO": "CONTACT", "NUMERO_FAX": "CONTACT", "CORREO_ELECTRONICO": "CONTACT", "URL_WEB": "CONTACT",
    "ID_ASEGURAMIENTO": "ID", "ID_CONTACTO_ASISTENCIAL": "ID", "NUMERO_BENEF_PLAN_SALUD": "ID",
    "IDENTIF_VEHICULOS_NRSERIE_PLACAS": "ID", "IDENTIF_DISPOSITIVOS_NRSERIE": "ID", "IDENTIF_BIOMETRICOS": "ID",
    "ID_SUJETO_ASISTENCIA": "ID", "ID_TITULACION_PERSONAL_SANITARIO": "ID", "ID_EMPLEO_PERSONAL_SANITARIO": "ID",
    "OTRO_NUMERO_IDENTIF": "ID", "SEXO_SUJETO_ASISTENCIA": "OTHER", "FAMILIARES_SUJETO_ASISTENCIA": "OTHER",
    "OTROS_SUJETO_ASISTENCIA": "OTHER", "DIREC_PROT_INTERNET": "OTHER",
}

#: Serbian element names (before the first dot) that stand for the paper's category names.
SERBIAN_LABELS = {"persName": "pers", "number": "num", "adresa": "adrese"}


def normalize_format(fmt: str) -> str:
    f = ALIASES.get(fmt.lower(), fmt.lower())
    if f not in FORMATS:
        raise FstdeidError(f"unknown corpus format {fmt!r} (formats: {', '.join(FORMATS)})")
    return f


# -- detection ------------------------------------------------------------------------------------


def detect_format(path: str | Path) -> str:
    """The format of a corpus path, from its name and, for XML, its root element.

    ``*.jsonl``/``*.jsonl.gz`` -> jsonl; ``*.phrase``/``*.text`` or a folder with a ``.phrase`` file ->
    physionet; ``*.ann`` or a folder with ``.ann`` files -> brat; ``*.xml`` or a folder of them ->
    meddocan-xml if the (first) root is ``MEDDOCAN`` or has ``TEXT`` and ``TAGS`` children, else
    serbian-xml.
    """
    p = Path(path)
    if not p.exists():
        raise FstdeidError(f"{p}: no such file or folder")
    if p.is_file():
        name = p.name
        if name.endswith((".jsonl", ".jsonl.gz")):
            return "jsonl"
        if name.endswith((".phrase", ".text")):
            return "physionet"
        if name.endswith(".ann"):
            return "brat"
        if name.endswith(".xml"):
            return _xml_kind(p)
        raise FstdeidError(f"{p}: cannot tell the corpus format from the name; give --format")
    if any(p.glob("*.phrase")):
        return "physionet"
    if next(p.rglob("*.ann"), None) is not None:
        return "brat"
    first_xml = next(iter(sorted(p.rglob("*.xml"))), None)
    if first_xml is not None:
        return _xml_kind(first_xml)
    if next(p.glob("*.jsonl"), None) is not None:
        raise FstdeidError(f"{p}: a folder of JSONL files; give the file itself")
    raise FstdeidError(f"{p}: no .ann, .xml or .phrase files; give --format")


def _xml_kind(path: Path) -> str:
    root = _parse_xml(path).getroot()
    if root.tag == "MEDDOCAN" or (root.find("TEXT") is not None and root.find("TAGS") is not None):
        return "meddocan-xml"
    return "serbian-xml"


# -- loading --------------------------------------------------------------------------------------


def load_corpus(path: str | Path, fmt: str | None = None, *, role: str = "gold",
                tags: dict[str, Iterable[TagSpan]] | None = None) -> Corpus:
    """Read a corpus. `role` is "gold" or "pred" (it matters for serbian-xml only).

    `tags` (predictions only) gives, per document id, the cascade tags that produced the spans, so
    that reports can say which stage and rule made each false positive.
    """
    if role not in ROLES:
        raise ValueError(f"role must be one of {ROLES}")
    fmt = normalize_format(fmt) if fmt else detect_format(path)
    p = Path(path)
    if not p.exists():
        raise FstdeidError(f"{p}: no such file or folder")
    reader = {"brat": _read_brat, "meddocan-xml": _read_meddocan, "physionet": _read_physionet,
              "jsonl": _read_jsonl, "serbian-xml": _read_serbian}[fmt]
    docs = list(reader(p, role))
    if tags:
        for d in docs:
            if d.id in tags:
                d.tags = tuple(tags[d.id])
    return Corpus(docs, fmt=fmt, source=str(p))


def _files(p: Path, suffix: str) -> list[tuple[Path, str]]:
    """(file, id) for one file or every file with `suffix` under a folder (id: relative path, no suffix)."""
    if p.is_file():
        return [(p, p.name[: -len(suffix)] if p.name.endswith(suffix) else p.stem)]
    return [(f, str(f.relative_to(p))[: -len(suffix)]) for f in sorted(p.rglob("*" + suffix)) if f.is_file()]


def _read_text(f: Path, doc_id: str) -> str:
    """A file's text, exactly (a leading byte-order mark is kept: offsets count it)."""
    try:
        data = f.read_bytes()
    except OSError as e:
        raise DocumentError(doc_id, f"cannot read {f.name}: {e.strerror}") from None
    return decode(doc_id, data)


def _read_brat(p: Path, role: str):
    files = _files(p, ".ann")
    if not files:
        raise FstdeidError(f"{p}: no .ann files")
    for f, doc_id in files:
        txt = f.with_suffix(".txt")
        text = _read_text(txt, doc_id) if txt.is_file() else None
        try:
            spans = read_brat_ann(_read_text(f, doc_id))
        except FstdeidError as e:
            raise FstdeidError(f"{f}: {e}") from None
        yield Doc(doc_id, text, [ESpan(s.start, s.end, s.label) for s in spans])


def _parse_xml(f: Path):
    parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True, remove_comments=False)
    try:
        return etree.parse(str(f), parser)
    except etree.XMLSyntaxError as e:  # the message may quote the document: say where only
        line = e.lineno if e.lineno is not None else "?"
        raise FstdeidError(f"{f}: not well-formed XML (line {line})") from None
    except OSError as e:
        raise FstdeidError(f"{f}: cannot read: {e}") from None


def _int_attr(el, name: str, f: Path) -> int:
    v = el.get(name)
    try:
        return int(v)
    except (TypeError, ValueError):
        raise FstdeidError(f"{f}: line {el.sourceline}: <{el.tag}> has no integer {name!r} attribute") from None


def _read_meddocan(p: Path, role: str):
    files = _files(p, ".xml")
    if not files:
        raise FstdeidError(f"{p}: no .xml files")
    for f, doc_id in files:
        root = _parse_xml(f).getroot()
        text_el = root.find("TEXT")
        tags_el = root.find("TAGS")
        if text_el is None:
            raise FstdeidError(f"{f}: no <TEXT> element (not MEDDOCAN XML?)")
        spans = []
        for el in tags_el if tags_el is not None else ():
            if not isinstance(el.tag, str) or el.get("start") is None:
                continue
            label = el.get("TYPE") or el.tag
            spans.append(ESpan(_int_attr(el, "start", f), _int_attr(el, "end", f), label))
        yield Doc(doc_id, text_el.text or "", spans)


def read_physionet_text(f: Path) -> dict[str, str]:
    """Notes of a PhysioNet ``.text`` file by id ``PATIENT-NOTE`` (read as `fstdeid deid` reads
    them, `fstdeid.formats.read_physionet`; a record it cannot read is an error here)."""
    notes = {}
    for d in read_physionet(f):
        if d.error is not None:
            raise d.error
        notes[d.id] = d.text
    return notes


def _physionet_files(p: Path) -> tuple[Path, Path | None]:
    if p.is_dir():
        phrases = sorted(p.glob("*.phrase"))
        if len(phrases) != 1:
            raise FstdeidError(f"{p}: {len(phrases)} .phrase files; name the one to read")
        phrase = phrases[0]
    elif p.name.endswith(".text"):
        phrase = p.with_name(p.name[:-5] + "-phi.phrase")
        if not phrase.is_file():
            raise FstdeidError(f"{p}: no {phrase.name} beside it")
        return phrase, p
    else:
        phrase = p
    stem = phrase.name[: -len(".phrase")]
    candidates = [phrase.with_name(stem.removesuffix("-phi") + ".text")]
    texts = sorted(phrase.parent.glob("*.text"))
    if len(texts) == 1:
        candidates.append(texts[0])
    text = next((c for c in candidates if c.is_file()), None)
    return phrase, text


def _read_physionet(p: Path, role: str):
    phrase, text_file = _physionet_files(p)
    notes = read_physionet_text(text_file) if text_file is not None else {}
    spans: dict[str, list[ESpan]] = {}
    raw = _read_text(phrase, phrase.name)
    for n, line in enumerate(raw.split("\n"), 1):
        line = line.rstrip("\r")
        if not line.strip():
            continue
        parts = line.split(None, 5)
        try:
            patient, note, start, end, label = parts[:5]
            span = ESpan(int(start), int(end), label)
        except ValueError:
            raise FstdeidError(f"{phrase}: line {n}: not 'PATIENT NOTE START END TYPE PHRASE'") from None
        spans.setdefault(f"{patient}-{note}", []).append(span)
    ids = list(notes) if notes else list(spans)
    for doc_id in ids:
        yield Doc(doc_id, notes.get(doc_id), spans.get(doc_id, []))
    extra = [i for i in spans if notes and i not in notes]
    if extra:
        raise FstdeidError(f"{phrase}: annotations of notes not in {text_file.name}: {', '.join(extra[:20])}")


def _read_jsonl(p: Path, role: str):
    import gzip

    opener = gzip.open if p.name.endswith(".gz") else open
    with opener(p, "rb") as fh:
        for n, raw in enumerate(fh, 1):
            where = f"{p}: line {n}"
            if not raw.strip():
                continue
            try:
                rec = json.loads(decode(where, raw))
            except json.JSONDecodeError as e:
                raise FstdeidError(f"{where}: invalid JSON at column {e.colno}") from None
            if not isinstance(rec, dict) or "id" not in rec:
                raise FstdeidError(f"{where}: a record must be an object with an \"id\"")
            text = rec.get("text")
            deid = rec.get("deidentified")
            if text is not None and not isinstance(text, str) or deid is not None and not isinstance(deid, str):
                raise FstdeidError(f"{where}: \"text\" and \"deidentified\" must be strings")
            spans = []
            for s in rec.get("spans") or ():
                try:
                    spans.append(ESpan(int(s["start"]), int(s["end"]), str(s["label"])))
                except (KeyError, TypeError, ValueError):
                    raise FstdeidError(f"{where}: a span needs integer \"start\", \"end\" and a \"label\"") from None
            yield Doc(str(rec["id"]), text, spans, deidentified=deid)


def normalize_check(value: str | None) -> str | None:
    if value is None:
        return None
    v = value.strip().upper().replace("/", "-").replace("_", "-")
    if v == "MISSE":
        v = "MISS-E"
    if v not in CHECKS:
        raise ValueError(value)
    return v


def serbian_label(el) -> str:
    explicit = el.get("label") or el.get("TYPE")
    if explicit:
        return explicit
    base = el.tag.split(".", 1)[0]
    return SERBIAN_LABELS.get(base, base)


def read_serbian_xml(f: Path, doc_id: str, role: str = "gold") -> Doc:
    """One inline-XML document: its element-stripped text and its PHI spans (see the module doc)."""
    root = _parse_xml(f).getroot()
    parts: list[str] = []
    pos = 0
    spans: list[ESpan] = []

    def walk(el):
        nonlocal pos
        start = pos
        if el.text:
            parts.append(el.text)
            pos += len(el.text)
        for child in el:
            if isinstance(child.tag, str):
                walk(child)
            if child.tail:
                parts.append(child.tail)
                pos += len(child.tail)
        phi = (el.get("PHI") or "").lower() == "yes"
        try:
            check = normalize_check(el.get("check"))
        except ValueError:
            raise FstdeidError(f"{f}: line {el.sourceline}: check must be one of {', '.join(CHECKS)}") from None
        if not phi and check is None:
            return
        if role == "gold" and check != "NOK":
            spans.append(ESpan(start, pos, serbian_label(el), malformed=check == "MISS-E", check=check))
        elif role == "pred" and phi and check not in ("MISS", "MISS-E"):
            spans.append(ESpan(start, pos, serbian_label(el), check=check))

    walk(root)
    return Doc(doc_id, "".join(parts), spans)


def serbian_recorded_checks(p: Path) -> list[tuple[str, str]]:
    """(label, check) of every checked element of a Serbian XML corpus: the recorded judgments."""
    out = []
    for f, _ in _files(p, ".xml"):
        for el in _parse_xml(f).getroot().iter():
            if isinstance(el.tag, str) and el.get("check") is not None:
                try:
                    out.append((serbian_label(el), normalize_check(el.get("check"))))
                except ValueError:
                    raise FstdeidError(f"{f}: line {el.sourceline}: check must be one of {', '.join(CHECKS)}") from None
    return out


def _read_serbian(p: Path, role: str):
    files = _files(p, ".xml")
    if not files:
        raise FstdeidError(f"{p}: no .xml files")
    for f, doc_id in files:
        yield read_serbian_xml(f, doc_id, role)


# -- de-identified outputs (string-level leak) ----------------------------------------------------


def load_deidentified(path: str | Path) -> dict[str, str]:
    """De-identified texts by id: a folder of ``NAME.txt`` (``fstdeid deid --format text``) or a
    JSONL file with a ``deidentified`` field (``fstdeid deid`` on JSONL)."""
    p = Path(path)
    if not p.exists():
        raise FstdeidError(f"{p}: no such file or folder")
    if p.is_file() and p.name.endswith((".jsonl", ".jsonl.gz")):
        out = {}
        for d in _read_jsonl(p, "pred"):
            if d.deidentified is None:
                raise FstdeidError(f"{p}: record {d.id!r} has no \"deidentified\" field")
            out[d.id] = d.deidentified
        return out
    return {doc_id: _read_text(f, doc_id) for f, doc_id in _files(p, ".txt")}


# -- writing MEDDOCAN XML -------------------------------------------------------------------------


def meddocan_xml(text: str, spans: Iterable, *, doc_id: str = "<text>") -> str:
    """A document in the MEDDOCAN/i2b2 XML format; `spans` have start, end and label.

    Each span becomes ``<CATEGORY id="Tn" start end text TYPE comment="">`` (the MEDDOCAN format
    converter's category for MEDDOCAN labels, ``TAG`` for other labels). The text goes in a CDATA
    section, or as escaped character data when it holds ``]]>`` or a carriage return (which an XML
    parser would otherwise turn into a line feed): either way a reader gets the text back exactly.
    Characters XML 1.0 cannot hold are a `DocumentError` naming `doc_id` and the offset.
    """
    check_xml_text(text, doc_id)
    root = etree.Element("MEDDOCAN")
    text_el = etree.SubElement(root, "TEXT")
    text_el.text = text if ("]]>" in text or "\r" in text) else etree.CDATA(text)
    tags_el = etree.SubElement(root, "TAGS")
    for i, s in enumerate(sorted(spans, key=lambda s: (s.start, s.end, s.label)), 1):
        el = etree.SubElement(tags_el, MEDDOCAN_CATEGORIES.get(s.label, "TAG"))
        el.set("id", f"T{i}")
        el.set("start", str(s.start))
        el.set("end", str(s.end))
        el.set("text", text[s.start:s.end])
        el.set("TYPE", s.label)
        el.set("comment", "")
    etree.indent(tags_el, space="  ", level=1)
    tags_el.tail = "\n"
    text_el.tail = "\n  "
    root.text = "\n  "
    body = etree.tostring(root, encoding="unicode")
    return "<?xml version='1.0' encoding='UTF-8'?>\n" + body + "\n"


def write_meddocan_xml(corpus: Corpus | Iterable[Doc], folder: str | Path) -> list[Path]:
    """Write each document as ``FOLDER/ID.xml`` (atomically); returns the files written."""
    out = []
    for d in corpus:
        if d.text is None:
            raise FstdeidError(f"document {d.id!r} has no text: MEDDOCAN XML needs it")
        target = Path(folder) / f"{d.id}.xml"
        write_atomic(target, meddocan_xml(d.text, d.spans, doc_id=d.id))
        out.append(target)
    return out

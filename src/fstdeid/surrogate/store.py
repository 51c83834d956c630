"""An optional SQLite record of which surrogate replaced what, for audits (`--mapping-db`).

What it stores, and what it does not: never an original PHI string. Each row holds a *keyed hash*
of the original (HMAC-SHA256 with the run's secret, over the category and the normalised lemma),
the surrogate written, the category, and how often it was used. Someone with the database alone
learns the surrogates and how often each was used, nothing about the originals; someone who also
has the secret can check a suspected original (`MappingStore.lookup(secret, kind, original)`) —
as they could anyway by re-running the de-identification. Date shifts are stored per keyed hash of
the patient key (table `date_offsets`). The file is created with permissions 0600; the fingerprint
of the secret is kept, and a store written with one secret refuses another.

Surrogates depend only on the secret, so the store is a record, not a source: two runs with the
same secret agree whether or not they share a store.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import stat
from dataclasses import dataclass
from pathlib import Path

from ..errors import FstdeidError
from .keys import Secret

log = logging.getLogger("fstdeid")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS surrogates (
    kind TEXT NOT NULL, label TEXT NOT NULL, original_hash TEXT NOT NULL, surrogate TEXT NOT NULL,
    uses INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (kind, label, original_hash, surrogate));
CREATE TABLE IF NOT EXISTS date_offsets (patient_hash TEXT PRIMARY KEY, days INTEGER NOT NULL);
"""


@dataclass(frozen=True, slots=True)
class MappingRecord:
    """One replacement, as the store keeps it: no original text, only its keyed hash."""

    kind: str
    label: str
    original_hash: str
    surrogate: str


@dataclass(frozen=True, slots=True)
class OffsetRecord:
    patient_hash: str
    days: int


def original_hash(secret: Secret, kind: str, key: str) -> str:
    return secret.hexdigest("audit", kind, key)


class MappingStore:
    """The SQLite file; `add(records)` is called by the process that writes the outputs."""

    def __init__(self, path: str | Path, secret: Secret):
        self.path = Path(path)
        if not self.path.exists():
            fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
            os.close(fd)
        else:
            mode = self.path.stat().st_mode
            if mode & (stat.S_IRWXG | stat.S_IRWXO):
                log.warning("the mapping database %s can be read by other users (chmod 600 it)", self.path)
        try:
            self.db = sqlite3.connect(self.path)
            self.db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as e:
            raise FstdeidError(f"{self.path}: not a mapping database ({e})") from None
        fp = secret.fingerprint()
        row = self.db.execute("SELECT value FROM meta WHERE key='secret_fingerprint'").fetchone()
        if row is None:
            self.db.execute("INSERT INTO meta VALUES ('secret_fingerprint', ?)", (fp,))
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('format', 'fstdeid-mapping-1')")
            self.db.commit()
        elif row[0] != fp:
            raise FstdeidError(f"{self.path} was written with another surrogate secret: use that secret or "
                               f"another --mapping-db")

    def add(self, records) -> None:
        rows, offsets = [], []
        for r in records:
            if isinstance(r, OffsetRecord):
                offsets.append((r.patient_hash, r.days))
            else:
                rows.append((r.kind, r.label, r.original_hash, r.surrogate))
        if rows:
            self.db.executemany(
                "INSERT INTO surrogates VALUES (?, ?, ?, ?, 1) ON CONFLICT (kind, label, original_hash, surrogate) "
                "DO UPDATE SET uses = uses + 1", rows)
        if offsets:
            self.db.executemany("INSERT OR IGNORE INTO date_offsets VALUES (?, ?)", offsets)

    def commit(self) -> None:
        self.db.commit()

    def close(self) -> None:
        self.db.commit()
        self.db.close()

    def lookup(self, secret: Secret, kind: str, key: str) -> list[str]:
        """The surrogates recorded for an original (its normalised key, see `Surrogator.audit_key`)."""
        h = original_hash(secret, kind, key)
        return [r[0] for r in self.db.execute("SELECT surrogate FROM surrogates WHERE kind=? AND original_hash=?",
                                              (kind, h))]

"""The secret every surrogate choice derives from, and keyed (HMAC-SHA256) choices.

Every choice the surrogate engine makes is a function of the secret and of what is replaced:
`Secret.digest("first", "m", "juan")` is HMAC-SHA256(secret, "fstdeid/v1" 0x1F "first" 0x1F "m" 0x1F
"juan"). The same secret therefore gives the same surrogates in every process and every run, with no
state to carry between them; another secret gives others. Nothing in this module logs or stores the
secret or the values it is applied to.

Where the secret comes from (`Secret.resolve`): a file (`--secret-file`), else the environment
variable `FSTDEID_SECRET`, else a random secret for this run only, with a warning on standard error
(the surrogates of that run cannot be reproduced). It never comes from a command-line argument,
which other users of the machine could read from the process list.
"""

from __future__ import annotations

import hmac
import logging
import os
import random
import secrets
import stat
from pathlib import Path

from ..errors import FstdeidError

log = logging.getLogger("fstdeid")

ENV_VAR = "FSTDEID_SECRET"
MIN_SECRET_BYTES = 16
NO_SECRET_WARNING = (f"no surrogate secret ({ENV_VAR} or --secret-file): using a random one for this run; "
                     "its surrogates and date shifts cannot be reproduced")
_DOMAIN = b"fstdeid/v1"
_SEP = "\x1f"


class Secret:
    """A secret key. `digest(*parts)` is HMAC-SHA256 of the parts; `rng(*parts)` a seeded `random.Random`."""

    __slots__ = ("_key", "ephemeral", "_rng_cache")

    def __init__(self, key: bytes, *, ephemeral: bool = False):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("a secret is bytes")
        if len(key) < MIN_SECRET_BYTES:
            raise FstdeidError(f"the surrogate secret is too short: give at least {MIN_SECRET_BYTES} bytes")
        self._key = bytes(key)
        self.ephemeral = ephemeral

    def __repr__(self) -> str:  # never the key itself
        return f"Secret(fingerprint={self.fingerprint()!r}{', ephemeral' if self.ephemeral else ''})"

    def __reduce__(self):  # worker processes (`deid --jobs`) get the same key
        return (_rebuild, (self._key, self.ephemeral))

    @classmethod
    def random(cls) -> "Secret":
        return cls(secrets.token_bytes(32), ephemeral=True)

    @classmethod
    def from_text(cls, text: str) -> "Secret":
        return cls(text.encode("utf-8"))

    @classmethod
    def from_file(cls, path: str | Path) -> "Secret":
        """The file's bytes, less a final newline. Warns when others may read the file."""
        p = Path(path)
        try:
            data = p.read_bytes()
            mode = p.stat().st_mode
        except OSError as e:
            raise FstdeidError(f"cannot read the secret file {p}: {e.strerror}") from None
        if mode & (stat.S_IRWXG | stat.S_IRWXO):
            log.warning("the secret file %s can be read by other users (chmod 600 it)", p)
        data = data.rstrip(b"\r\n")
        if len(data) < MIN_SECRET_BYTES:
            raise FstdeidError(f"the secret file {p} holds fewer than {MIN_SECRET_BYTES} bytes")
        return cls(data)

    @classmethod
    def resolve(cls, secret_file: str | Path | None = None, *, environ=None, warn: bool = True) -> "Secret":
        """From `secret_file`, else `FSTDEID_SECRET`, else a random one for this run (with a logged
        warning, unless `warn=False`: the caller says it, as the command line does on stderr)."""
        if secret_file is not None:
            return cls.from_file(secret_file)
        env = os.environ if environ is None else environ
        value = env.get(ENV_VAR)
        if value:
            if len(value.encode("utf-8")) < MIN_SECRET_BYTES:
                raise FstdeidError(f"{ENV_VAR} is too short: give at least {MIN_SECRET_BYTES} bytes")
            return cls.from_text(value)
        if warn:
            log.warning(NO_SECRET_WARNING)
        return cls.random()

    def digest(self, *parts: str) -> bytes:
        msg = _SEP.join(parts).encode("utf-8", "surrogatepass")
        return hmac.digest(self._key, _DOMAIN + b"\x1f" + msg, "sha256")

    def hexdigest(self, *parts: str) -> str:
        return self.digest(*parts).hex()

    def number(self, *parts: str) -> int:
        """A 64-bit number derived from the parts."""
        return int.from_bytes(self.digest(*parts)[:8], "big")

    def rng(self, *parts: str) -> random.Random:
        """A `random.Random` seeded from the parts: for choices that need several random draws."""
        return random.Random(int.from_bytes(self.digest(*parts), "big"))

    def fingerprint(self) -> str:
        """A short public name of the secret (for a mapping store, to tell secrets apart)."""
        return self.hexdigest("fingerprint")[:16]


def _rebuild(key: bytes, ephemeral: bool) -> Secret:
    return Secret(key, ephemeral=ephemeral)


def keyed_pick(secret: Secret, items, parts: tuple[str, ...], accept=None, max_tries: int = 200):
    """A keyed choice from `items`: the first item at or after a keyed start index that `accept` allows.

    The start depends only on the secret and `parts`, so the same parts choose the same item wherever
    `accept` allows it. Returns None when nothing in the first `max_tries` candidates is accepted.
    """
    n = len(items)
    if n == 0:
        return None
    h = secret.digest(*parts)
    start = int.from_bytes(h[:8], "big") % n
    # A keyed stride coprime with n spreads the fallbacks over the list instead of the neighbours.
    stride = 1 + int.from_bytes(h[8:16], "big") % max(n - 1, 1)
    while _gcd(stride, n) != 1:
        stride += 1
    for i in range(min(n, max_tries)):
        item = items[(start + i * stride) % n]
        if accept is None or accept(item):
            return item
    return None


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a

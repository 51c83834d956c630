"""`fstdeid.spark`: the per-partition code without Spark, then `deidentify_column` on a local Spark
(pyspark in local mode, one core, a few rows; skipped without pyspark or Java)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from conftest import DEMO_GRAMMARS, DEMO_LEXICONS
from fstdeid import spark as fspark
from fstdeid.errors import FstdeidError
from fstdeid.surrogate import Secret
from fstdeid.surrogate.modes import ModeMap

SECRET = "spark-test-secret-0123456789"
ROWS = [("a", "P1", "Paciente Juan Petrov, ingresó el 12/05/2020 (J18.9)."),
        ("b", "P1", "Control de Juan Petrov el 19/05/2020."),
        ("c", "P2", None),
        ("d", "P2", "Zacarias Petrov " * 10),  # over max_chars (100): an error
        ("e", None, "Derivado al Centro de Salud María López.")]


def spec(mode="tag", secret=None, secret_file=None, with_error=True, time_limit=None):
    return fspark._Spec(None, str(DEMO_GRAMMARS), str(DEMO_LEXICONS), None, None, ModeMap.of(mode), None,
                        Secret.from_text(secret) if secret else None, secret_file, 2, 0, 1, with_error, 100,
                        time_limit)


def test_rows_in_tag_mode(demo):
    out = list(fspark.deidentify_rows(ROWS, spec()))
    assert [r[:3] for r in out] == [r[:3] for r in ROWS]
    assert out[0][3] == "Paciente [PERSONA], ingresó el [FECHA] (J18.9)."
    assert out[0][4][0] == (9, 20, "PERSONA", "tag", 9, 18)
    assert out[2][3:] == (None, None, None)  # a null text: nulls, no error
    assert out[3][3:] == (None, None, "document 'd': 160 characters, over the limit of 100")
    assert out[4][3] == "Derivado al [INSTITUCION]." and out[4][5] is None


def test_a_row_over_the_time_limit_gets_an_error(demo, monkeypatch):
    from test_pipeline import burn_cpu_on_runaway

    burn_cpu_on_runaway(monkeypatch)
    rows = [("a", "P1", "Paciente Juan Petrov."), ("b", "P1", "RUNAWAY Juan Petrov.")]
    out = list(fspark.deidentify_rows(rows, spec(time_limit=0.1)))
    assert out[0][3] == "Paciente [PERSONA]." and out[0][5] is None
    assert out[1][3:] == (None, None, "document 'b' in stage 'blocking': over the time limit of 0.1 s of CPU "
                                      "time (see --time-limit)")


def test_the_cascade_is_loaded_once_per_process(demo, monkeypatch):
    import fstdeid.pipeline

    monkeypatch.setattr(fspark, "_CACHE", {})
    calls = []
    real = fstdeid.pipeline.load

    def load(*a, **kw):
        calls.append(1)
        return real(*a, **kw)

    monkeypatch.setattr(fstdeid.pipeline, "load", load)
    for _ in range(3):  # three partitions in the same worker process
        list(fspark.deidentify_rows(ROWS[:2], spec()))
    assert len(calls) == 1 and len(fspark._CACHE) == 1
    (key,) = fspark._CACHE
    assert key[0] == "demo" and len(key[-1]) == 64  # the language and the hash of its sources


def test_surrogates_need_the_secret_on_the_executor(demo, monkeypatch, tmp_path):
    monkeypatch.delenv("FSTDEID_SECRET", raising=False)
    with pytest.raises(FstdeidError, match="FSTDEID_SECRET is not set on this executor"):
        list(fspark.deidentify_rows(ROWS, spec("surrogate")))
    monkeypatch.setenv("FSTDEID_SECRET", SECRET)
    by_env = list(fspark.deidentify_rows(ROWS, spec("surrogate")))
    f = tmp_path / "secret"
    f.write_text(SECRET + "\n")
    f.chmod(0o600)
    by_file = list(fspark.deidentify_rows(ROWS, spec("surrogate", secret_file=str(f))))
    given = list(fspark.deidentify_rows(ROWS, spec("surrogate", secret=SECRET)))
    assert by_env == by_file == given
    # The same surrogates as the library (and the command line) with that secret and patient key:
    demo.use_surrogates(secret=Secret.from_text(SECRET))
    assert by_env[0][3] == demo.deidentify(ROWS[0][2], mode="surrogate", patient="P1")
    assert "Juan" not in by_env[1][3]


def test_without_an_error_column_a_bad_row_fails(demo):
    with pytest.raises(FstdeidError, match="over the limit"):
        list(fspark.deidentify_rows(ROWS, spec(with_error=False)))


# -- on Spark ---------------------------------------------------------------------------------------


def _spark_missing() -> str | None:
    try:
        import pyspark  # noqa: F401
    except ImportError:
        return "pyspark is not installed (pip install 'fstdeid[spark]')"
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        return "pyspark needs a Java runtime (java not on PATH, no JAVA_HOME)"
    return None


@pytest.fixture(scope="module")
def spark(demo):
    reason = _spark_missing()
    if reason:
        pytest.skip(reason)
    from pyspark.sql import SparkSession

    mp = pytest.MonkeyPatch()
    src = str(Path(fspark.__file__).resolve().parents[1])
    mp.setenv("PYSPARK_PYTHON", sys.executable)
    mp.setenv("PYSPARK_DRIVER_PYTHON", sys.executable)
    mp.setenv("PYTHONPATH", os.pathsep.join([src, str(Path(__file__).resolve().parent)]))
    mp.delenv("FSTDEID_SECRET", raising=False)  # the executors get it from spark.executorEnv only
    session = (SparkSession.builder.master("local[1]").appName("fstdeid-test")
               .config("spark.ui.enabled", "false")
               .config("spark.sql.shuffle.partitions", "1")
               .config("spark.driver.memory", "512m")
               .config("spark.executorEnv.FSTDEID_SECRET", SECRET)
               .getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()
    mp.undo()


def test_deidentify_column_on_spark(spark):
    df = spark.createDataFrame(ROWS, "id string, pid string, note string").repartition(2)
    out = fspark.deidentify_column(df, "note", grammar_dir=DEMO_GRAMMARS, lexicon_dir=DEMO_LEXICONS,
                                   mode={"*": "tag", "FECHA": "surrogate"}, id_col="id", patient_col="pid",
                                   max_chars=100)
    assert out.columns == ["id", "pid", "note", "deidentified", "spans", "deid_error"]
    assert out.schema["spans"].dataType.elementType.fieldNames() == ["start", "end", "label", "mode", "out_start",
                                                                     "out_end"]
    got = {r["id"]: r for r in out.collect()}
    expected = {r[0]: r for r in fspark.deidentify_rows(
        sorted(ROWS), spec({"*": "tag", "FECHA": "surrogate"}, secret=SECRET))}
    for ident, row in got.items():
        e = expected[ident]
        assert (row["deidentified"], row["deid_error"]) == (e[3], e[5])
        assert [tuple(s) for s in row["spans"] or []] == (e[4] or [])
    assert got["a"]["deidentified"].startswith("Paciente [PERSONA], ingresó el ")
    assert "12/05/2020" not in got["a"]["deidentified"]
    assert got["c"]["deidentified"] is None and got["c"]["deid_error"] is None
    assert "over the limit" in got["d"]["deid_error"] and got["d"]["deidentified"] is None
    with pytest.raises(FstdeidError, match="has a column 'pid' already"):
        fspark.deidentify_column(df, "note", lang="es", out_col="pid")

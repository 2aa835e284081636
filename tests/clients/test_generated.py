"""The committed clients are what the served schema generates (``make clients``)."""

from __future__ import annotations

import filecmp
import importlib.util
from pathlib import Path

import pytest

CLIENTS = Path(__file__).resolve().parents[2] / "clients"


def _load_generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("clients_generate", CLIENTS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _files(root: Path) -> set[str]:
    return {
        str(path.relative_to(root))
        for path in root.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


def differences(generated: Path, committed: Path) -> list[str]:
    """The paths under ``generated`` that ``committed`` lacks or holds otherwise, and those
    it holds that were not generated."""
    out = []
    made, kept = _files(generated), _files(committed)
    for name in sorted(made):
        if name not in kept:
            out.append(f"missing: {name}")
        elif not filecmp.cmp(generated / name, committed / name, shallow=False):
            out.append(f"differs: {name}")
    out += [f"not generated: {name}" for name in sorted(kept - made)]
    return out


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("clients")
    _load_generator().generate(out)
    return out


def test_the_committed_schema_is_the_served_one(generated: Path) -> None:
    same = filecmp.cmp(generated / "openapi.json", CLIENTS / "openapi.json", shallow=False)

    assert same, "clients/openapi.json is not the served schema: run make clients"


def test_the_committed_typescript_client_is_what_the_schema_generates(generated: Path) -> None:
    generator = _load_generator()
    problems = [
        f"{problem}: clients/typescript/{name}"
        for name in generator.TYPESCRIPT_GENERATED
        for problem in (
            ["differs"]
            if not filecmp.cmp(
                generated / "typescript" / name, CLIENTS / "typescript" / name, shallow=False
            )
            else []
        )
    ]

    assert not problems, "\n".join([*problems, "run make clients"])


def test_the_committed_python_client_is_what_the_schema_generates(generated: Path) -> None:
    problems = differences(generated / "python", CLIENTS / "python")

    assert not problems, "\n".join([*problems, "clients/python is stale: run make clients"])


def test_the_diff_names_a_changed_file(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "x.py").write_text("one\n")
    (tmp_path / "b" / "x.py").write_text("two\n")
    (tmp_path / "b" / "y.py").write_text("old\n")

    assert differences(tmp_path / "a", tmp_path / "b") == ["differs: x.py", "not generated: y.py"]

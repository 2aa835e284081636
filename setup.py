"""Builds the master AI's rollouts in C: ``python setup.py build_ext --inplace``.

The engine runs without it (games/engine/ai/rollout.py plays the rollouts in Python where it
is not built); ``make run``, ``make serve`` and ``make test`` build it after installing the
requirements.
"""

from setuptools import Extension, setup

setup(
    # Only the extension: the project's packages are not installed from here.
    packages=[],
    py_modules=[],
    ext_modules=[
        Extension(
            "games.engine.ai._rollout", ["games/engine/ai/_rollout.c"], extra_compile_args=["-O2"]
        )
    ],
)

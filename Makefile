# ginapi: `make run` for a local server, `make test` for the whole check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TEST_DATABASE_URL := $(if $(DATABASE_URL),$(DATABASE_URL),postgres://postgres@127.0.0.1:5432/ginapi)

.PHONY: run serve test test-quick lint typecheck pytest bench messages schema clients

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamps so requirements are reinstalled only when they change.
$(VENV)/.requirements: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.requirements-dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@ $(VENV)/.requirements

# The master AI's rollouts in C (games/engine/ai/_rollout.c), built in place beside it.  Where
# no C compiler or Python headers are found the engine plays them in Python, with the same
# results, only slower; with REQUIRE_ACCELERATOR=true (the default under CI=true) a failed
# build stops make instead, so CI never loses the C-versus-Python tests to a silent skip.
REQUIRE_ACCELERATOR ?= $(if $(filter true 1,$(CI)),true,false)
ACCELERATOR = games/engine/ai/_rollout$(shell $(BIN)/python -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))" 2>/dev/null || echo .so)
$(ACCELERATOR): games/engine/ai/_rollout.c setup.py | $(VENV)/.requirements
	if ! $(BIN)/python setup.py --quiet build_ext --inplace; then \
		if [ "$(REQUIRE_ACCELERATOR)" = true ]; then \
			echo "error: the master AI's C rollouts did not build (REQUIRE_ACCELERATOR=true)" >&2; exit 1; \
		fi; \
		echo "warning: the master AI's C rollouts were not built; it plays them in Python"; \
	fi

# On PORT (8000).  SQLite and in-process tasks unless DATABASE_URL / REDIS_URL say otherwise.
# uvicorn (ASGI), not runserver, so live streams work too; --reload restarts it when the code
# changes, watching (with watchfiles: change notifications, no polling) only the project's
# packages, never .venv or the tests.  X-Forwarded-For only from TRUSTED_PROXIES (none by default;
# uvicorn's own default trusts the loopback address).
RELOAD_DIRS = $(filter-out tests/ loadtest/ bench/ testkit/,$(dir $(wildcard */__init__.py)))
run: $(VENV)/.requirements $(ACCELERATOR)
	DEBUG=$${DEBUG:-true} $(BIN)/python manage.py migrate --noinput
	DEBUG=$${DEBUG:-true} $(BIN)/uvicorn ginapi.asgi:application --host 127.0.0.1 --port $${PORT:-8000} \
		--lifespan off --reload $(addprefix --reload-dir ,$(RELOAD_DIRS)) \
		--reload-include '*.html' --reload-include '*.mo' \
		--forwarded-allow-ips "$${TRUSTED_PROXIES:-}"

# Production: the Procfile's processes on this machine (ginapi/procfile.py): web (gunicorn
# with uvicorn's worker, REST and streams on PORT (8000), WEB_CONCURRENCY processes (4)) and
# a Celery worker per queue (reviews, daily, housekeeping; REVIEW_CONCURRENCY,
# DAILY_CONCURRENCY, HOUSEKEEPING_CONCURRENCY), on DATABASE_URL and REDIS_URL.
# SERVE_PROCESSES picks the lines (add beat on exactly one machine; docs/SCALING.md "Lanes").
# MIGRATE=false skips the migration (a release with several machines migrates once, before
# starting them).  It refuses to start with DEBUG on, the development SECRET_KEY, or several
# workers without REDIS_URL (ginapi/startup.py), each time saying which variable and what it
# is for.  SIGTERM stops every process gracefully.
serve: $(VENV)/.requirements $(ACCELERATOR)
	$(BIN)/python -m ginapi.startup --workers $${WEB_CONCURRENCY:-4}
	if [ "$${MIGRATE:-true}" != false ]; then $(BIN)/python manage.py migrate --noinput; fi
	PATH="$(abspath $(BIN)):$$PATH" exec $(BIN)/python -m ginapi.procfile \
		$${SERVE_PROCESSES:-web reviews daily housekeeping}

# clients/typescript's generator and compiler, installed from its package-lock.json.
NODE_MODULES := clients/typescript/node_modules/.package-lock.json
$(NODE_MODULES): clients/typescript/package.json clients/typescript/package-lock.json
	cd clients/typescript && npm ci --no-audit --no-fund --loglevel=error
	touch $@

test: $(VENV)/.requirements-dev lint typecheck pytest

lint: $(VENV)/.requirements-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(VENV)/.requirements-dev
	$(BIN)/mypy .

# However the run ends (Ctrl-C, a kill, a failure), the trap stops its PgBouncers and drops its
# test databases (testkit/cleanup.py): a killed pytest runs no teardown.
pytest: $(VENV)/.requirements-dev $(ACCELERATOR) $(NODE_MODULES)
	trap 'status=$$?; trap - EXIT INT TERM; $(BIN)/python -m testkit.cleanup "$(TEST_DATABASE_URL)"; exit $$status' EXIT INT TERM; \
	DATABASE_URL=$(TEST_DATABASE_URL) REQUIRE_ACCELERATOR=$(REQUIRE_ACCELERATOR) $(BIN)/pytest -n 2

# The edit-test loop: the suite without the browser and the slow tests, no lint.
test-quick: $(VENV)/.requirements-dev $(ACCELERATOR)
	DATABASE_URL=$(TEST_DATABASE_URL) $(BIN)/pytest -n 2 -q -m "not browser and not slow"

bench: $(VENV)/.requirements-dev $(ACCELERATOR)
	$(BIN)/python -m bench.run

# Regenerate the Spanish catalogues after changing messages (needs gettext): every directory
# with a locale/ (apikit and ginapi are not apps: LOCALE_PATHS in ginapi/settings.py names
# theirs); the compiled .mo files are committed so running the service never needs gettext.
MESSAGE_DIRS := apikit ginapi accounts games daily leaderboard live oauth ratings lobby puzzles reviews
messages: $(VENV)/.requirements-dev
	for dir in $(MESSAGE_DIRS); do \
		(cd $$dir && DJANGO_SETTINGS_MODULE=tests.settings PYTHONPATH=.. ../$(BIN)/django-admin makemessages -l es --no-obsolete \
			&& DJANGO_SETTINGS_MODULE=tests.settings PYTHONPATH=.. ../$(BIN)/django-admin compilemessages) || exit 1; \
	done

schema: $(VENV)/.requirements-dev
	DJANGO_SETTINGS_MODULE=tests.settings $(BIN)/python manage.py spectacular --validate --fail-on-warn --file /dev/null

# The typed clients (clients/typescript, clients/python) from the schema the service serves:
# run after changing an operation, and commit what changes (make test fails until then).
# Node and npm are Debian's (.ci/run installs them); the generators are pinned in
# clients/typescript/package-lock.json and requirements-dev.txt.
clients: $(VENV)/.requirements-dev $(NODE_MODULES)
	$(BIN)/python clients/generate.py

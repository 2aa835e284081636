# ginapi: `make run` for a local server, `make test` for the whole check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TEST_DATABASE_URL := $(if $(DATABASE_URL),$(DATABASE_URL),postgres://postgres@127.0.0.1:5432/ginapi)

.PHONY: run serve test lint typecheck pytest bench messages schema clients

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

# The master AI's rollouts in C (games/engine/ai/_rollout.c).  Where no C compiler or Python
# headers are found the engine plays them in Python, with the same results, only slower.
ACCELERATOR := $(VENV)/.accelerator
$(ACCELERATOR): games/engine/ai/_rollout.c setup.py | $(VENV)/.requirements
	$(BIN)/python setup.py --quiet build_ext --inplace \
		|| echo "warning: the master AI's C rollouts were not built; it plays them in Python"
	touch $@

# SQLite and in-process tasks unless DATABASE_URL / REDIS_URL say otherwise.  uvicorn (ASGI),
# not runserver, so live streams work too; --reload restarts it when the code changes.
# X-Forwarded-For only from TRUSTED_PROXIES (none by default; uvicorn's own default trusts
# the loopback address).
run: $(VENV)/.requirements $(ACCELERATOR)
	DEBUG=$${DEBUG:-true} $(BIN)/python manage.py migrate --noinput
	DEBUG=$${DEBUG:-true} $(BIN)/uvicorn ginapi.asgi:application --host 127.0.0.1 --port 8000 --reload \
		--forwarded-allow-ips "$${TRUSTED_PROXIES:-}"

# Production: gunicorn with uvicorn workers (REST and streams in one process each) on PORT
# (8000) with WEB_CONCURRENCY workers (4), on DATABASE_URL and REDIS_URL.  MIGRATE=false skips
# the migration (a release with several machines migrates once, before starting them).
serve: $(VENV)/.requirements $(ACCELERATOR)
	if [ "$${MIGRATE:-true}" != false ]; then $(BIN)/python manage.py migrate --noinput; fi
	exec $(BIN)/gunicorn ginapi.asgi:application -c ginapi/gunicorn_conf.py \
		--worker-class ginapi.workers.FairUvicornWorker \
		--bind $${HOST:-0.0.0.0}:$${PORT:-8000} --workers $${WEB_CONCURRENCY:-4} \
		--timeout 60 --graceful-timeout 5 --keep-alive 5 --backlog 2048

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

pytest: $(VENV)/.requirements-dev $(ACCELERATOR) $(NODE_MODULES)
	DATABASE_URL=$(TEST_DATABASE_URL) $(BIN)/pytest -n 2

bench: $(VENV)/.requirements-dev $(ACCELERATOR)
	$(BIN)/python -m bench.run

# Regenerate the Spanish catalogues after changing messages (needs gettext): the HTTP
# plumbing's (apikit/locale, the error messages) and the games app's (games/locale, models and
# admin); the compiled .mo files are committed so running the service never needs gettext.
MESSAGE_DIRS := apikit games
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

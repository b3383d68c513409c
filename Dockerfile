# One Glimmer server node. docker-compose.yml runs two of these behind nginx, sharing Redis.

# Build: the package as a wheel, with its hottest modules compiled by mypyc
# (scripts/build_accel.py; GLIMMER_ACCEL=1 makes a failed compile fail the build).
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY protocol ./protocol
COPY server ./server
COPY bench ./bench
COPY scripts/build_accel.py ./scripts/
RUN pip install . "mypy>=1.10" \
    && GLIMMER_ACCEL=1 python scripts/build_accel.py \
    && pip wheel --no-deps --wheel-dir /wheels .

# Run: only the installed package (no compiler, venv, caches or tests in the image).
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
COPY --from=build /wheels /wheels
RUN pip install /wheels/*.whl \
    && rm -rf /wheels \
    && useradd --system --uid 10001 --no-create-home glimmer
USER glimmer
EXPOSE 8000
CMD ["glimmer-server", "--host", "0.0.0.0", "--port", "8000"]

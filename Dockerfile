# One Glimmer server node. docker-compose.yml runs two of these behind nginx, sharing Redis.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app
# Only what the package needs (no venv, caches or tests end up in the image).
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY protocol ./protocol
COPY server ./server
COPY bench ./bench
RUN pip install . \
    && useradd --system --uid 10001 --no-create-home glimmer

USER glimmer
EXPOSE 8000
CMD ["glimmer-server", "--host", "0.0.0.0", "--port", "8000"]

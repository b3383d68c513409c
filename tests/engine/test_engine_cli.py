"""The self-play command line (`python -m engine.cli`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import cli

ROOT = Path(__file__).resolve().parents[2]


def test_quiet_match_prints_only_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("Winner: P")


def test_commentary_names_cards_and_turns(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--decks", "amber-amethyst", "emerald-ruby", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1 - P" in out and " quests with " in out and " plays " in out
    assert "[lore " in out and out.strip().splitlines()[-1].startswith("Winner: P")


@pytest.mark.parametrize("players", [3, 4])
def test_multiplayer_random_policy(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--players", str(players), "--policy", "random", "--seed", "2",
                     "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(("Winner: P", "Draw"))


def test_greedy_beats_random_sometimes_and_never_concedes() -> None:
    import random

    from engine import Concede, Game, builtin_deck

    for seed in range(3):
        g = Game.new([builtin_deck("amber-amethyst"), builtin_deck("sapphire-steel")], seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            seat = g.to_act()[0]
            action = cli.greedy_policy(g, seat, g.legal_actions(seat), rng)
            assert not isinstance(action, Concede)
            g.apply(seat, action)
        assert g.result is not None and g.result.reason in ("lore", "opponent_decked")


def test_bad_arguments_exit_with_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--decks", "no-such-deck"]) == 2
    assert "Bad deck: unknown built-in deck 'no-such-deck'" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["--players", "5"])


def test_decks_by_starter_name_file_or_pasted_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    from collections import Counter

    from engine import builtin_deck, complete_builtin_decks
    from engine.cards.facts import card_db
    from engine.cards.playable import is_supported

    text = "# my deck\n" + "".join(
        f"{n} {c}\n" for c, n in Counter(builtin_deck("sapphire-steel")).items())
    path = tmp_path / "steel-wall.txt"
    path.write_text(text)
    assert cli.main(["--decks", str(path), complete_builtin_decks()[0], "--seed", "4"]) == 0
    assert "P0 (steel-wall)" in capsys.readouterr().out
    assert cli.main(["--decks", text, "set01-emerald-ruby", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "P0 (custom deck)" in out and "P1 (set01-emerald-ruby)" in out
    unsupported = next(n for n in sorted(card_db()) if not is_supported(n))
    assert cli.main(["--decks", f"{text}1 {unsupported}\n", "emerald-ruby"]) == 2
    assert "Bad deck: seat 0: not supported yet: " in capsys.readouterr().out


def test_runs_as_a_module() -> None:
    done = subprocess.run([sys.executable, "-m", "engine.cli", "--quiet", "--seed", "5"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.startswith("Winner: P")

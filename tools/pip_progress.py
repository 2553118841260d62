"""Run ``pip install`` and say what it is doing, so that a first ``make lab`` never goes quiet.

    python tools/pip_progress.py LOG -- install -e '.[notebook]'

Every step pip announces (a package collected, downloaded, built, installed) is printed on one
short line; when pip says nothing for a few seconds (a large download, a wheel being built) a
line says it is still working and for how long. The whole of pip's output goes to ``LOG``; if
pip fails, its last lines are printed and the exit status is pip's.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time

#: pip's lines worth a line of their own
STEPS = ("Collecting", "Downloading", "Processing", "Building", "Installing", "Successfully",
         "Obtaining", "Preparing")
QUIET = 5  # seconds without a line before saying pip is still at work


def run(log_path: str, pip_args: list[str], out=sys.stdout) -> int:
    began = time.monotonic()
    last = [began]
    lock = threading.Lock()

    def say(text: str) -> None:
        with lock:
            print(text, file=out, flush=True)
            last[0] = time.monotonic()

    proc = subprocess.Popen([sys.executable, "-m", "pip", *pip_args, "--progress-bar", "off"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            bufsize=1)

    def heartbeat() -> None:
        while proc.poll() is None:
            time.sleep(0.5)
            now = time.monotonic()
            if now - last[0] >= QUIET and proc.poll() is None:
                say(f"    ... pip is still at work ({now - began:.0f} s so far)")

    threading.Thread(target=heartbeat, daemon=True).start()
    with open(log_path, "w") as log:
        assert proc.stdout is not None
        for line in proc.stdout:
            log.write(line)
            if line.startswith(STEPS):
                say("    " + line.rstrip()[:100])
    status = proc.wait()
    if status:
        say(f"pip failed (status {status}); the last lines of {log_path}:")
        with open(log_path) as log:
            for line in log.readlines()[-20:]:
                print("    " + line.rstrip(), file=out)
    else:
        say(f"    pip finished in {time.monotonic() - began:.0f} s")
    return status


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print(__doc__, file=sys.stderr)
        return 2
    return run(argv[0], argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env bash
# Set up everything BotPsy Desktop needs, then start the app or run the whole test suite.
#
#   bash packaging/bootstrap.sh run  [botpsy arguments]   # set up and open the app
#   bash packaging/bootstrap.sh test [pytest arguments]   # set up and run every test
#
# On Debian/Ubuntu (as root, or with sudo) the system packages are installed with apt-get:
# a compiler and CMake for llama.cpp, the libraries Qt needs, and for the tests Dovecot,
# Xvfb, OpenSSL, PulseAudio, and D-Bus with the AT-SPI accessibility bus (the screen-reader
# test). Python packages go into .venv next to this checkout. llama-cpp-python is compiled
# from source the first time (about 4 minutes on 2 cores); pip caches the wheel.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-run}"
shift || true

run_packages=(build-essential cmake git python3-venv python3-dev libegl1 libgl1 libxkbcommon0
  libfontconfig1 fonts-dejavu-core libdbus-1-3 libglib2.0-0 libxkbcommon-x11-0 libx11-xcb1
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
  libxcb-randr0 libxcb-shape0 libxcb-xinerama0 libxcb-xfixes0)
test_packages=(dovecot-imapd dovecot-lmtpd xvfb openssl pulseaudio pulseaudio-utils dbus-daemon
  at-spi2-core)

packages=("${run_packages[@]}")
if [ "$mode" = "test" ]; then
  packages+=("${test_packages[@]}")
fi

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$package")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo); else
        echo "bootstrap: cannot install ${missing[*]} (not root and no sudo)" >&2
        missing=()
      fi
    fi
    if [ "${#missing[@]}" -gt 0 ]; then
      echo "bootstrap: installing system packages: ${missing[*]}"
      "${sudo_cmd[@]}" apt-get update -qq
      DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq \
        --no-install-recommends "${missing[@]}" >/dev/null
    fi
  fi
else
  echo "bootstrap: no apt-get here; install a C compiler, CMake and Qt's libraries yourself" >&2
fi

python_bin="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$python_bin" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip

# llama.cpp is built for this CPU (-march=native), except Intel's AMX tile instructions: on
# machines whose CPU reports AMX but whose kernel or hypervisor does not grant it, ggml's AMX
# matrix code dies on its first `ldtilecfg` (a segfault on the first token; seen on a 2-core
# VM here). AVX-512 and the rest stay. The wheel is kept in a folder of our own, named by its
# flags: pip's own cache would hand back a wheel built with other flags.
llama_spec="llama-cpp-python>=0.3.16"
llama_flags=""
if [ "$(uname -m)" = "x86_64" ]; then
  llama_flags="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
fi
wheels="${XDG_CACHE_HOME:-$HOME/.cache}/botpsy/wheels/$(uname -m)-$(echo "$llama_flags" | cksum | cut -d' ' -f1)"
if ! .venv/bin/python -c "import llama_cpp" 2>/dev/null; then
  if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
    echo "bootstrap: compiling llama-cpp-python (about 4 minutes on 2 cores)"
    mkdir -p "$wheels"
    CMAKE_ARGS="${CMAKE_ARGS:-} -DCMAKE_C_FLAGS='$llama_flags' -DCMAKE_CXX_FLAGS='$llama_flags'" \
      .venv/bin/python -m pip wheel -q --no-cache-dir --no-deps -w "$wheels" "$llama_spec"
  fi
  .venv/bin/python -m pip install -q "$(ls "$wheels"/llama_cpp_python-*.whl | sort -V | tail -1)"
fi

if [ "$mode" = "test" ]; then
  .venv/bin/python -m pip install -q -e ".[test,packaging]"
else
  .venv/bin/python -m pip install -q -e .
fi

case "$mode" in
  run)  exec .venv/bin/botpsy "$@" ;;
  test) exec .venv/bin/python -m pytest "$@" ;;
  setup) echo "bootstrap: ready (.venv)" ;;
  *) echo "usage: bash packaging/bootstrap.sh run|test|setup [args]" >&2; exit 2 ;;
esac

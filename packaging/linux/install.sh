#!/bin/sh
# Install BotPsy for the current user from the unpacked tar.gz: a launcher in ~/.local/bin,
# the desktop entry and the icon. Run it from the unpacked folder.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications" \
         "$HOME/.local/share/icons/hicolor/scalable/apps"
ln -sf "$here/botpsy" "$HOME/.local/bin/botpsy"
sed "s|^Exec=botpsy|Exec=$here/botpsy|" "$here/botpsy.desktop" \
    > "$HOME/.local/share/applications/botpsy.desktop"
cp "$here/botpsy.svg" "$HOME/.local/share/icons/hicolor/scalable/apps/botpsy.svg"
echo "BotPsy installed: run 'botpsy' or find it in your applications menu."

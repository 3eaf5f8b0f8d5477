#!/bin/sh
# Pack dist/BotPsy.app into a compressed disk image with an Applications link (macOS only).
# usage: sh packaging/macos/make_dmg.sh [dist-folder]
set -eu
dist="${1:-dist}"
version="$(python3 -c 'import app; print(app.__version__)')"
staging="$(mktemp -d)"
cp -R "$dist/BotPsy.app" "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname "BotPsy" -srcfolder "$staging" -ov -format UDZO \
    "$dist/BotPsy-$version-macos.dmg"
rm -rf "$staging"

; Inno Setup script for BotPsy Desktop (Windows). Build the bundle first:
;   python packaging\build.py --no-archive
; then:  iscc /DAppVersion=0.1.0 packaging\windows\botpsy.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6E3A9C1E-2B0F-4C8E-9A59-0B7F3D2C5A11}
AppName=BotPsy
AppVersion={#AppVersion}
AppPublisher=BotPsy
DefaultDirName={autopf}\BotPsy
DefaultGroupName=BotPsy
OutputDir=..\..\dist
OutputBaseFilename=BotPsy-{#AppVersion}-windows-setup
Compression=lzma2
SolidCompression=yes
PrivilegesRequired=lowest
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern

[Files]
Source: "..\..\dist\botpsy\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\BotPsy"; Filename: "{app}\botpsy.exe"
Name: "{group}\Uninstall BotPsy"; Filename: "{uninstallexe}"

[Run]
Filename: "{app}\botpsy.exe"; Description: "Start BotPsy"; Flags: nowait postinstall skipifsilent

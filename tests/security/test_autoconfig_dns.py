"""Issue 26, item 7: account autoconfig trusts plain DNS.

An SRV answer for ``alice@smallfirm.example`` that points at ``imap.attacker.example`` used
to be filled in with no note, and the password went there at the first connection test. Plain
DNS can be forged by anyone on the user's network: servers outside the address's domain are
used only after the user says yes to a question that names both domains. The table of
providers is trusted as shipped; servers under the address's own domain need no question."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from connectors.mail import autoconfig
from tests.ui.test_accounts import MailAccountDialog

FORGED = {"_imaps._tcp.smallfirm.example": [(0, 1, 993, "imap.attacker.example")],
          "_submissions._tcp.smallfirm.example": [(0, 1, 465, "mail.smallfirm.example")]}


def lookup(name: str) -> list[tuple[int, int, int, str]]:
    return FORGED.get(name, [])


def test_a_server_outside_the_domain_needs_a_question_naming_both() -> None:
    found = autoconfig.from_dns("alice@smallfirm.example", lookup)
    assert found is not None and found.confirm
    assert "smallfirm.example" in found.confirm and "imap.attacker.example" in found.confirm
    assert "mail.smallfirm.example" not in found.confirm.split(":")[-1]  # only what is outside
    inside = autoconfig.from_dns("alice@smallfirm.example", lambda name: {
        "_imaps._tcp.smallfirm.example": [(0, 1, 993, "IMAP.SmallFirm.example.")],
        "_submissions._tcp.smallfirm.example": [(0, 1, 465, "smallfirm.example")]}.get(name, []))
    assert inside is not None and inside.confirm == ""
    # a look-alike is outside: "evilsmallfirm.example" does not end in ".smallfirm.example"
    assert not autoconfig.within("evilsmallfirm.example", "smallfirm.example")
    table = autoconfig.suggest("sam@gmail.com", lookup)
    assert table is not None and table.confirm == ""  # the shipped table is trusted


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.No,
                                    QMessageBox.StandardButton.Yes])
def test_the_form_fills_in_forged_servers_only_on_the_users_yes(qtbot: Any, monkeypatch: Any,
                                                                answer: Any) -> None:
    asked: list[str] = []

    def exec_(box: QMessageBox) -> Any:
        asked.append(box.text())
        assert box.defaultButton() == box.button(QMessageBox.StandardButton.No)
        return answer

    monkeypatch.setattr(autoconfig, "dns_srv", lookup)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    dialog = MailAccountDialog(set())
    qtbot.addWidget(dialog)
    dialog.inputs["email"].setText("alice@smallfirm.example")
    dialog.inputs["email"].editingFinished.emit()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert "imap.attacker.example" in asked[0] and "smallfirm.example" in asked[0]
    if answer == QMessageBox.StandardButton.No:
        assert dialog.inputs["imap_host"].text() == ""
        assert dialog.inputs["smtp_host"].text() == ""
        assert "were not used" in dialog.status.text()
    else:
        assert dialog.inputs["imap_host"].text() == "imap.attacker.example"
        assert "the DNS of smallfirm.example" in dialog.status.text()

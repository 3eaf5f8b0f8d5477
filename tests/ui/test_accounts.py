"""Adding a mail account in the window: per-field errors, a real connection test, keyring."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.settings import CalendarSettings, Settings
from app.ui.accounts import AccountDialog
from app.ui.settings import SettingsDialog
from connectors import account_kinds

MAIL = account_kinds()["mail"].accounts
CALDAV = account_kinds()["caldav"].accounts


def MailAccountDialog(names: set[str]) -> AccountDialog:
    return AccountDialog(MAIL, names)


def fill(dialog: AccountDialog, servers, password: str) -> None:  # type: ignore[no-untyped-def]
    dialog.inputs["name"].setText("Work")
    dialog.inputs["email"].setText("alice@example.org")
    dialog.inputs["password"].setText(password)
    dialog.inputs["username"].setText("alice")
    dialog.inputs["imap_host"].setText("127.0.0.1")
    dialog.inputs["imap_port"].setValue(servers.imaps_port)
    dialog.inputs["smtp_host"].setText("127.0.0.1")
    dialog.inputs["smtp_port"].setValue(servers.smtp_port)
    dialog.inputs["smtp_security"].setCurrentIndex(1)  # STARTTLS
    dialog.inputs["ca_file"].setText(str(servers.ca))


def test_fields_are_checked_before_any_connection(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = MailAccountDialog({"Work"})
    qtbot.addWidget(dialog)
    dialog.inputs["name"].setText("Work")
    dialog.inputs["email"].setText("not-an-address")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert dialog.errors["email"].text() == "not an email address"
    assert "exists" in dialog.errors["name"].text()
    assert dialog.errors["imap_host"].text() == "required"
    assert dialog.errors["password"].text() == "required"
    assert not dialog.save_button.isEnabled()


def test_wrong_password_is_reported_on_the_password_field_then_saved(  # type: ignore[no-untyped-def]
        qtbot, mail_servers, secrets, monkeypatch) -> None:
    monkeypatch.setattr("connectors.mail.client.TIMEOUT", 5)
    dialog = MailAccountDialog(set())
    qtbot.addWidget(dialog)
    fill(dialog, mail_servers, "alice-pw")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=15000)
    assert dialog.save_button.isEnabled(), dialog.status.text()
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.account is not None and dialog.account.name == "Work"
    assert secrets.secrets[("BotPsy mail", "Work")] == "alice-pw"
    assert "alice-pw" not in str(dialog.account.to_settings())

    again = MailAccountDialog(set())
    qtbot.addWidget(again)
    fill(again, mail_servers, "wrong")
    qtbot.mouseClick(again.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.test_button.isEnabled(), timeout=30000)
    assert "password" in again.errors["password"].text()
    assert not again.save_button.isEnabled()


def test_settings_lists_and_removes_accounts(qtbot) -> None:  # type: ignore[no-untyped-def]
    account = MAIL.new({"name": "Home", "email": "me@example.org", "imap_host": "h",
                        "smtp_host": "h"})
    dialog = SettingsDialog(Settings().with_account("mail", account))
    qtbot.addWidget(dialog)
    assert dialog.accounts_list.item(0).text() == "Home — me@example.org (mail account)"
    assert dialog.accounts_list.item(0).toolTip() == (
        "<qt>me@example.org  imap h:993 (tls), smtp h:465 (tls)</qt>")  # shown literally
    dialog.accounts_list.setCurrentRow(0)
    dialog.on_remove_account_clicked()
    assert dialog.result_settings().accounts == ()
    assert [a.account for a in dialog.removed_accounts] == [account]


def test_first_run_offers_an_account_and_can_skip_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.ui.first_run import FirstRunDialog

    dialog = FirstRunDialog(Settings(), "BotPsy", 1)
    qtbot.addWidget(dialog)
    for _ in range(2):
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.next_button.text() == "Finish"
    assert [b.text() for b in dialog.add_buttons.values()] == [
        "Add a mail account…", "Add a calendar account (CalDAV)…"]
    qtbot.mouseClick(dialog.add_buttons["mail"], Qt.MouseButton.LeftButton)
    assert dialog.account_dialog.kind is MAIL
    dialog.account_dialog.reject()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)  # Finish, no account
    assert dialog.result_settings().accounts == ()
    assert dialog.result_settings().first_run_done


def test_calendar_account_is_tested_then_saved(qtbot, radicale, secrets) -> None:  # type: ignore[no-untyped-def]
    dialog = AccountDialog(CALDAV, {"Calendar"})
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert "exists" in dialog.errors["name"].text() and dialog.errors["username"].text()
    dialog.inputs["name"].setText("Family")
    dialog.inputs["url"].setText(radicale)
    dialog.inputs["username"].setText("alice")
    dialog.inputs["password"].setText("wrong")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=15000)
    assert "refused the login" in dialog.errors["password"].text()
    dialog.inputs["password"].setText("alice-pw")
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.save_button.isEnabled(), timeout=15000)
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert secrets.secrets[("BotPsy calendar", "Family")] == "alice-pw"
    settings = SettingsDialog(Settings().with_account("calendars", dialog.account))
    qtbot.addWidget(settings)
    assert settings.accounts_list.item(0).text() == (
        f"Family — {radicale} (calendar account (CalDAV))")


def test_calendar_settings_default_hours_and_zone_reach_the_tools(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from app.services import connector_context, user_time_zone
    from app.settings import load_settings, save_settings
    from app.store.db import Store
    from connectors.calendars.tools import open_calendars

    dialog = SettingsDialog(Settings(), None,
                            {"default_calendar": ("On this computer", "work/Team")})
    qtbot.addWidget(dialog)
    assert [dialog.default_calendar.itemText(i) for i in range(
        dialog.default_calendar.count())] == ["The first calendar of my account",
                                              "On this computer", "work/Team"]
    dialog.default_calendar.setCurrentIndex(1)
    dialog.work_start.setTime(dialog.work_start.time().fromString("08:30", "HH:mm"))
    dialog.work_days[4].setChecked(False)  # no Fridays
    dialog.time_zone.setCurrentIndex(dialog.time_zone.findData("America/New_York"))
    edited = dialog.result_settings()
    assert (edited.calendar, edited.time_zone) == (
        CalendarSettings("On this computer", "08:30", "17:00", (0, 1, 2, 3)), "America/New_York")
    store = Store(tmp_path / "db.sqlite3")
    save_settings(store, edited)
    assert load_settings(store).calendar.work_days == (0, 1, 2, 3)
    assert user_time_zone(store) == "America/New_York"
    calendars = open_calendars(connector_context(store))
    assert calendars.zone == ZoneInfo("America/New_York")
    assert calendars.default_calendar().label == "On this computer"
    start = datetime(2027, 1, 4, tzinfo=calendars.zone)  # a Monday
    slots = calendars.free_slots(start, datetime(2027, 1, 9, tzinfo=calendars.zone), 60)
    assert [s["start"] for s in slots] == ["2027-01-04T08:30-05:00", "2027-01-05T08:30-05:00",
                                           "2027-01-06T08:30-05:00", "2027-01-07T08:30-05:00"]
    # a saved default that is not synced yet stays selectable
    again = SettingsDialog(Settings(calendar=CalendarSettings(default="home/Family")))
    qtbot.addWidget(again)
    assert again.default_calendar.currentText() == "home/Family"


def test_account_names_are_unique_across_mail_and_calendars(qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = SettingsDialog(Settings().with_account("mail", MAIL.new(
        {"name": "home", "email": "alex@example.org"})))
    qtbot.addWidget(settings)
    qtbot.mouseClick(settings.add_buttons["caldav"], Qt.MouseButton.LeftButton)
    form = settings.account_dialog
    form.inputs["name"].setText("home")
    form.inputs["url"].setText("https://calendar.example.org/")
    form.inputs["username"].setText("alex")
    form.inputs["password"].setText("x")
    qtbot.mouseClick(form.test_button, Qt.MouseButton.LeftButton)
    assert form.errors["name"].text() == "an account with this name exists"
    assert not form.save_button.isEnabled()
    form.reject()


def test_both_failing_logins_show_and_the_test_says_each_stage(  # type: ignore[no-untyped-def]
        qtbot, mail_servers, secrets, monkeypatch) -> None:
    """Issue 15, item 9: when IMAP and SMTP both refuse, both errors show, whole; the status
    says which stage runs; an error goes once its field is changed."""
    monkeypatch.setattr("connectors.mail.client.TIMEOUT", 5)
    dialog = MailAccountDialog(set())
    qtbot.addWidget(dialog)
    dialog.show()
    fill(dialog, mail_servers, "wrong")
    said: list[str] = []
    dialog.progress.said.connect(said.append)
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.test_button.isEnabled(), timeout=30000)
    assert said[0] == "Logging in to 127.0.0.1 (IMAP)…"
    assert said[-1] == "Logging in to 127.0.0.1 (SMTP)…"
    error = dialog.errors["password"]
    lines = error.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["IMAP", "SMTP"], error.text()
    qtbot.waitUntil(lambda: error.height() >= error.heightForWidth(error.width()), timeout=3000)
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())  # not clipped
    dialog.inputs["password"].setText("alice-pw")
    assert not error.isVisible()  # it was about the old password


def test_the_servers_fill_themselves_in_from_the_address(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = MailAccountDialog(set())
    qtbot.addWidget(dialog)
    dialog.inputs["smtp_host"].setText("smtp.my-relay.example")  # typed by the user: kept
    dialog.inputs["email"].setText("sam@gmail.com")
    dialog.inputs["email"].editingFinished.emit()
    assert dialog.inputs["imap_host"].text() == "imap.gmail.com"
    assert dialog.inputs["imap_port"].value() == 993
    assert dialog.inputs["smtp_host"].text() == "smtp.my-relay.example"
    assert "BotPsy's list of providers (Gmail)" in dialog.status.text()
    assert "app password" in dialog.status.text()

    # Not in the table: the domain's DNS SRV records (RFC 6186), looked up in the background.
    from connectors.mail import autoconfig

    asked: list[str] = []

    def srv(name: str):  # type: ignore[no-untyped-def]
        asked.append(name)
        return {"_imaps._tcp.example.net": [(0, 1, 993, "mail.example.net")],
                "_submissions._tcp.example.net": [(0, 1, 465, "mail.example.net")]}.get(name, [])

    monkeypatch.setattr(autoconfig, "dns_srv", srv)
    other = MailAccountDialog(set())
    qtbot.addWidget(other)
    other.inputs["email"].setText("kim@example.net")
    other.inputs["email"].editingFinished.emit()
    qtbot.waitUntil(lambda: other.inputs["imap_host"].text() == "mail.example.net", timeout=5000)
    assert other.inputs["smtp_port"].value() == 465
    assert "the DNS of example.net (RFC 6186)" in other.status.text()
    assert asked[0] == "_imaps._tcp.example.net"

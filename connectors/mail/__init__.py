"""The mail connector: IMAP and SMTP accounts (imapclient, smtplib)."""

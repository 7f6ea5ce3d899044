#!/usr/bin/env python3
"""Reference readings of the real bank exports in this folder.

One reader per layout, written by hand from the bank's (or the importer project's) documented columns.
Amounts are read with decimal.Decimal only. Where a file has a running balance, every consecutive pair of
rows is checked against it (prev balance + amount == balance), in file order and in reverse file order,
and the result is written into reference.json, so a sign convention is never taken on faith.

Run:  python3 reference.py            writes reference.json and SOURCES.md next to this file
      python3 reference.py --show F    prints the rows read from file F (relative path)
"""
import csv
import io
import json
import re
import sys
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path

HERE = Path(__file__).resolve().parent
ZERO = Decimal("0")


# ---------------------------------------------------------------------------------------------- helpers

USED_ENCODING = {}


def text(rel, encoding):
    """Decode strictly; a UTF-8 BOM is recorded as 'utf-8-sig' (and only UTF-8 files may have one)."""
    raw = (HERE / rel).read_bytes()
    if encoding in ("utf-8", "utf-8-sig"):
        encoding = "utf-8-sig" if raw.startswith(b"\xef\xbb\xbf") else "utf-8"
    USED_ENCODING[rel] = encoding
    return raw.decode(encoding)


def rows(rel, encoding, delimiter=",", quoting=csv.QUOTE_MINIMAL):
    """All CSV records of the file as (1-based physical line number, fields); blank records dropped."""
    t = text(rel, encoding)
    out = []
    reader = csv.reader(io.StringIO(t, newline=""), delimiter=delimiter, quoting=quoting)
    for rec in reader:
        if not any(f.strip() for f in rec):
            continue
        out.append((reader.line_num, rec))
    return out


def table(rel, encoding, delimiter, header_line):
    """(header, [(line, dict-by-header-name, fields)]) for a file with a header on physical line header_line."""
    recs = rows(rel, encoding, delimiter)
    hdr = None
    data = []
    for ln, rec in recs:
        if hdr is None:
            if ln == header_line or (ln > header_line and header_line is not None):
                hdr = [h.strip() for h in rec]
            continue
        data.append((ln, {h: (rec[i] if i < len(rec) else "") for i, h in enumerate(hdr) if h}, rec))
    return hdr, data


_SYM = re.compile(r"[£$€]|kr|CHF|PLN|USD|EUR|GBP|SEK")


def dnum(s):
    """Dot decimal, comma thousands: '1,234.56', '-$7,971.39', '+ £1,234.56', '($52.00)', '£67.40', '11'373.94'."""
    s = s.strip()
    neg = False
    if s.startswith("(") and s.endswith(")"):
        neg, s = True, s[1:-1]
    s = _SYM.sub("", s).replace(" ", "").replace("\u00a0", "").replace("'", "")
    if s.startswith("+"):
        s = s[1:]
    elif s.startswith("-"):
        neg, s = not neg, s[1:]
    s = s.replace(",", "")
    if s == "":
        return None
    v = Decimal(s)
    return -v if neg else v


def cnum(s):
    """Comma decimal, dot or space thousands: '1.234,56', '-7.000,97', '+5257,28', '2 542,21 kr'."""
    s = s.strip()
    s = _SYM.sub("", s).replace(" ", "").replace("\u00a0", "")
    if s == "":
        return None
    neg = False
    if s.startswith("+"):
        s = s[1:]
    elif s.startswith("-"):
        neg, s = True, s[1:]
    s = s.replace(".", "").replace(",", ".")
    v = Decimal(s)
    return -v if neg else v


def T(date, amount, balance=None, desc="", pending=False, fee=ZERO):
    return {"date": date, "amount": amount, "balance": balance, "desc": desc, "pending": pending, "fee": fee}


# ---------------------------------------------------------------------------------------------- layouts
# Each returns a list of T(...): amount signed from the account holder's side (+ money in, - money out).

def signed_column(rel, enc, delim, header_line, date_col, amount_col, desc_cols, parse, balance_col=None,
                  skip=lambda r: False):
    _, data = table(rel, enc, delim, header_line)
    out = []
    for ln, r, rec in data:
        if skip(r):
            continue
        bal = parse(r[balance_col]) if balance_col and r.get(balance_col, "").strip() else None
        out.append(T(r[date_col], parse(r[amount_col]), bal, " | ".join(r[c] for c in desc_cols)))
    return out


def debit_credit(rel, enc, delim, header_line, date_col, debit_col, credit_col, desc_cols, parse,
                 balance_col=None, debit_is_negative=False):
    """Two columns; money out in debit_col (positive, or already negative when debit_is_negative)."""
    _, data = table(rel, enc, delim, header_line)
    out = []
    for ln, r, rec in data:
        d = parse(r[debit_col]) if r[debit_col].strip() else None
        c = parse(r[credit_col]) if r[credit_col].strip() else None
        if d is not None and c is not None and d != 0 and c != 0:
            raise ValueError(f"{rel}:{ln}: both debit and credit")
        amt = (c or ZERO) - (abs(d) if d is not None else ZERO)
        bal = parse(r[balance_col]) if balance_col and r[balance_col].strip() else None
        out.append(T(r[date_col], amt, bal, " | ".join(r[c2] for c2 in desc_cols)))
    return out


def headerless(rel, enc, delim, date_i, amount_fn, desc_is, balance_fn=None, keep=lambda rec: True):
    out = []
    for ln, rec in rows(rel, enc, delim):
        if not keep(rec):
            continue
        out.append(T(rec[date_i], amount_fn(rec), balance_fn(rec) if balance_fn else None,
                     " | ".join(rec[i] for i in desc_is if i < len(rec))))
    return out


# --- bank2ynab ---

def n26_de(rel):
    return signed_column(rel, "utf-8", ",", 1, "Datum", "Betrag (EUR)", ["Empfänger", "Verwendungszweck"], dnum)


def bunq_nl(rel):
    return signed_column(rel, "utf-8", ",", 1, "Datum", "Bedrag", ["Naam", "Omschrijving"], cnum)


def bunq_en(rel):
    return signed_column(rel, "utf-8", ",", 1, "Date", "Amount", ["Name", "Description"], cnum)


def sparkasse_camt(rel, enc="utf-8"):
    """Sparkasse 'CSV-CAMT' export: Betrag signed, comma decimal; Info says 'Umsatz gebucht' or 'Umsatz vorgemerkt'."""
    _, data = table(rel, enc, ";", 1)
    out = []
    for ln, r, rec in data:
        out.append(T(r["Buchungstag"], cnum(r["Betrag"]), None,
                     r["Beguenstigter/Zahlungspflichtiger"] + " | " + r["Verwendungszweck"],
                     pending=r["Info"].strip() == "Umsatz vorgemerkt"))
    return out


def sparkasse_camt_latin1(rel):
    return sparkasse_camt(rel, "windows-1252")


def first_direct(rel):
    return signed_column(rel, "utf-8", ",", 1, "Date", "Amount", ["Description"], dnum, "Balance")


def rabobank_2018(rel):
    # line 3 lacks its opening quote: csv keeps 'NL77RABO0311467415"' as the first field, the others stay in place
    return signed_column(rel, "windows-1252", ",", 1, "Datum", "Bedrag",
                         ["Naam tegenpartij", "Omschrijving-1"], cnum, "Saldo na trn")


def john_lewis(rel):
    """Charges positive ('£67.40'); payments '+ £1,100.00' with 'CR' in the unnamed 4th column; 'Pending' dates."""
    _, data = table(rel, "utf-8-sig", ",", 1)
    out = []
    for ln, r, rec in data:
        v = dnum(rec[2])
        cr = len(rec) > 3 and rec[3].strip() == "CR"
        if cr != rec[2].strip().startswith("+"):
            raise ValueError(f"{rel}:{ln}: CR flag and '+' disagree")
        out.append(T(rec[0], v if cr else -v, None, rec[1], pending=rec[0] == "Pending"))
    return out


def monzo(rel):
    return signed_column(rel, "utf-8", ",", 1, "created", "amount", ["description", "notes"], dnum)


def raiffeisen_cz(rel):
    _, data = table(rel, "windows-1250", ";", 1)
    return [T(r["Datum provedení"], cnum(r["Zaúčtovaná částka"]), None,
              r["Název protiúčtu"] + " | " + r["Zpráva"]) for ln, r, rec in data]


def ceska_sporitelna_en(rel):
    _, data = table(rel, "windows-1250", ";", 1)
    return [T(r["Posting date"], cnum(r["Amount CZK"]), None, r["Item"] + " | " + r["Counteraccount name"])
            for ln, r, rec in data]


def ceska_sporitelna_cz(rel):
    _, data = table(rel, "windows-1250", ";", 1)
    return [T(r["Datum zaúčtování"], cnum(r["Částka CZK"]), None, r["Položka"] + " | " + r["Název protiúčtu"])
            for ln, r, rec in data]


def ocbc_sg(rel):
    """Preamble of 5 lines, header on line 6; each transaction is followed by a continuation line whose first
    two fields are empty and whose third field continues the description."""
    _, data = table(rel, "utf-8", ",", 6)
    out = []
    for ln, r, rec in data:
        if rec[0] == "" and rec[1] == "":
            out[-1]["desc"] += " " + rec[2].strip()
            continue
        w, d = r["Withdrawals (SGD)"].strip(), r["Deposits (SGD)"].strip()
        amt = (dnum(d) if d else ZERO) - (dnum(w) if w else ZERO)
        out.append(T(r["Transaction date"], amt, None, r["Description"]))
    return out


def commerzbank(rel):
    return signed_column(rel, "utf-8", ";", 1, "Buchungstag", "Betrag", ["Buchungstext"], cnum)


def erste_hu(rel):
    _, data = table(rel, "utf-8", ",", 1)
    out = []
    for ln, r, rec in data:
        v = dnum(r["Tranzakció összege"])
        flag = r["Bevétel/Kiadás"].strip()
        if (flag == "inflow") != (v > 0):
            raise ValueError(f"{rel}:{ln}: sign and Bevétel/Kiadás disagree")
        out.append(T(r["Tranzakció dátuma"], v, dnum(r["Egyenleg"]), r["Partner neve"] + " | " + r["Részletek"]))
    return out


def posb_sg(rel):
    # headerless: date, transaction code, debit (withdrawal), credit (deposit), description x3
    return headerless(rel, "utf-8", ",", 0,
                      lambda rec: (dnum(rec[3]) if rec[3].strip() else ZERO) - (dnum(rec[2]) if rec[2].strip() else ZERO),
                      [4, 5, 6])


def kbc_checking(rel):
    _, data = table(rel, "utf-8", ";", 1)
    out = []
    for ln, r, rec in data:
        v = cnum(r["Bedrag"])
        c, d = r["credit"].strip(), r["debet"].strip()
        if (c and cnum(c) != v) or (d and cnum(d) != v):
            raise ValueError(f"{rel}:{ln}: Bedrag and credit/debet disagree")
        out.append(T(r["Datum"], v, cnum(r["Saldo"]), r["Omschrijving"].strip()))
    return out


def kbc_card(rel):
    _, data = table(rel, "utf-8", ";", 1)
    out = []
    for ln, r, rec in data:
        v = cnum(r["bedrag"])
        c, d = r["credit"].strip(), r["debet"].strip()
        if (c and cnum(c) != v) or (d and cnum(d) != v):
            raise ValueError(f"{rel}:{ln}: bedrag and credit/debet disagree")
        out.append(T(r["datum verrichting"], v, None, r["Handelaar"]))
    return out


def bank_of_ireland(rel):
    return debit_credit(rel, "utf-8", ",", 1, "Date", "Debit", "Credit", ["Details"], dnum, "Balance")


def raiffeisen_at_elba(rel, enc="utf-8"):
    """Headerless ELBA export: Buchungsdatum; Text; Valutadatum; Betrag (signed); Währung; ...
    One line in the bank2ynab copy is not a transaction ('A null transaction, just to confuse things;;')."""
    return headerless(rel, enc, ";", 0, lambda rec: cnum(rec[3]), [1], keep=lambda rec: len(rec) >= 5)


def raiffeisen_at_ofxstatement(rel):
    return headerless(rel, "windows-1252", ";", 0, lambda rec: cnum(rec[3]), [1])


def raiffeisen_tab(rel):
    """bank2ynab's tab-separated reshaping: Buchungsdatum, Text, Valutadatum, money in, money out."""
    def amt(rec):
        i, o = rec[3].strip(), rec[4].strip()
        if i and o:
            raise ValueError("both columns")
        return cnum(i) if i else -cnum(o)
    return headerless(rel, "windows-1252", "\t", 0, amt, [1], keep=lambda rec: re.match(r"\d\d\.\d\d\.\d{4}$", rec[0]))


def swedbank_lt(rel):
    """Record type in the 2nd (unnamed) column: 10 opening balance, 20 transaction, 82 turnover (totals).
    D/K: D = debit (money out), K = credit (money in); amounts unsigned."""
    _, data = table(rel, "utf-8", ",", 1)
    out = []
    for ln, r, rec in data:
        if rec[1] != "20":
            continue
        v = dnum(r["Amount"])
        out.append(T(r["Date"], v if r["D/K"] == "K" else -v, None, r["Beneficiary"] + " | " + r["Details"]))
    return out


def swedbank_lt_totals(rel):
    _, data = table(rel, "utf-8", ",", 1)
    tot = {}
    for ln, r, rec in data:
        if rec[1] == "82":
            tot[r["D/K"]] = dnum(r["Amount"])
    return tot


def sparkasse_card(rel):
    _, data = table(rel, "windows-1252", ";", 1)
    return [T(r["Belegdatum"], cnum(r["Buchungsbetrag"]), None, r["Transaktionsbeschreibung"])
            for ln, r, rec in data]


# --- csv2ofx ---

def capital_one(rel):
    return debit_credit(rel, "utf-8", ",", 1, "Transaction Date", "Debit", "Credit", ["Description"], dnum)


def gls(rel):
    _, data = table(rel, "windows-1252", ";", 1)
    return [T(r["Buchungstag"], cnum(r["Betrag"]), cnum(r["Kontostand"]),
              r["Auftraggeber/Empfänger"] + " | " + r["VWZ1"] + " " + r["VWZ2"]) for ln, r, rec in data]


def ing_es(rel):
    return signed_column(rel, "utf-8", ",", 1, "date", "amount", ["desc"], dnum, "balance")


def mint(rel, header_line=1, headerless_cols=None):
    """Mint: Amount always positive; 'Transaction Type' debit = money out, credit = money in."""
    out = []
    if headerless_cols:
        for ln, rec in rows(rel, "utf-8", ","):
            v = dnum(rec[3])
            kind = rec[4]
            assert kind in ("debit", "credit"), kind
            out.append(T(rec[0], v if kind == "credit" else -v, None, rec[1]))
        return out
    _, data = table(rel, "utf-8", ",", header_line)
    for ln, r, rec in data:
        v = dnum(r["Amount"])
        kind = r["Transaction Type"]
        assert kind in ("debit", "credit"), kind
        out.append(T(r["Date"], v if kind == "credit" else -v, None, r["Description"]))
    return out


def mint_headerless(rel):
    return mint(rel, headerless_cols=True)


def n26_en(rel):
    return signed_column(rel, "utf-8", ",", 1, "Booking Date", "Amount (EUR)", ["Partner Name", "Payment Reference"],
                         dnum)


def outbank(rel):
    return signed_column(rel, "utf-8", ";", 1, "Date", "Amount", ["Name", "Reason"], cnum)


def payoneer(rel):
    _, data = table(rel, "utf-8", ",", 1)
    out = []
    for ln, r, rec in data:
        c, d = r["Credit Amount"].strip(), r["Debit Amount"].strip()
        out.append(T(r["Transaction Date"], (dnum(c) if c else ZERO) - (dnum(d) if d else ZERO),
                     dnum(r["Running Balance"]), r["Description"]))
    return out


def pc_mastercard(rel):
    """Card export with charges positive and no type column (csv2ofx's mapping multiplies by -1)."""
    return [T(r["Date"], -dnum(r["Amount"]), None, r["Merchant Name"]) for ln, r, rec in
            table(rel, "utf-8", ",", 1)[1]]


def schwab_checking(rel, header_line=1, debit="Withdrawal", credit="Deposit"):
    _, data = table(rel, "utf-8", ",", header_line)
    out = []
    for ln, r, rec in data:
        if len(rec) < 5:       # 'Posted Transactions' and similar section lines
            continue
        w, d = r[debit].strip(), r[credit].strip()
        out.append(T(r["Date"], (dnum(d) if d else ZERO) - (dnum(w) if w else ZERO),
                     dnum(r["RunningBalance"]), r["Description"]))
    return out


def schwab_eac(rel):
    return schwab_checking(rel, 2, "Withdrawal (-)", "Deposit (+)")


def ubs_ch_fr(rel):
    return debit_credit(rel, "utf-8", ";", 1, "Date de valeur", "Débit", "Crédit",
                        ["Description 1", "Description 2"], dnum, "Solde")


# --- reckon ---

def easybank_giro(rel, enc="utf-8"):
    """Headerless easybank export: Konto; Text; Buchungsdatum; Valutadatum; Betrag (+/- signed); Währung."""
    return headerless(rel, enc, ";", 2, lambda rec: cnum(rec[4]), [1])


def easybank_giro_latin1(rel):
    return easybank_giro(rel, "windows-1252")


def chase_old(rel):
    # headerless: type (DEBIT/CREDIT/CHECK), date 'YYYYMMDDhhmmss[0:GMT]', description, signed amount
    return headerless(rel, "utf-8", ",", 1, lambda rec: dnum(rec[3]), [2])


def nordea_dk(rel):
    # headerless: Bogført; Tekst; Rentedato; Beløb (signed); Saldo
    return headerless(rel, "utf-8", ";", 0, lambda rec: cnum(rec[3]), [1], balance_fn=lambda rec: cnum(rec[4]))


def banco_do_brasil(rel):
    """'Saldo Anterior' is the opening balance, not a transaction."""
    _, data = table(rel, "windows-1252", ",", 1)
    return [T(r["Data"], dnum(r["Valor"]), None, r["Histórico"]) for ln, r, rec in data
            if r["Histórico"].strip() not in ("Saldo Anterior", "S A L D O", "Saldo")]


def french_bank(rel):
    # headerless: compte; date; libellé; référence; montant (signed, comma decimal); (empty)
    return headerless(rel, "utf-8", ";", 1, lambda rec: cnum(rec[4]), [2])


def ing_nl_old(rel):
    # headerless: Datum; Naam/Omschrijving; Rekening; Tegenrekening; Code; Af Bij; Bedrag; Mutatiesoort; Mededelingen
    def amt(rec):
        v = cnum(rec[6])
        assert rec[5] in ("Af", "Bij"), rec[5]
        return v if rec[5] == "Bij" else -v
    return headerless(rel, "utf-8", ",", 0, amt, [1])


def asb_card_nz(rel):
    """Headerless credit card export: Date processed, Date of transaction, Unique id, Tran type, Reference
    (card), Description, Amount. Charges (DEBIT) positive, payments (CREDIT) negative."""
    def amt(rec):
        v = dnum(rec[6])
        if (rec[3] == "DEBIT") != (v > 0):
            raise ValueError("type and sign disagree")
        return -v
    return headerless(rel, "utf-8", ",", 0, amt, [5])


def nationwide(rel):
    # headerless: Date, Transaction type, Description, Paid out, Paid in, Balance
    def amt(rec):
        o, i = rec[3].strip(), rec[4].strip()
        return (dnum(i) if i else ZERO) - (dnum(o) if o else ZERO)
    return headerless(rel, "utf-8", ",", 0, amt, [1, 2], balance_fn=lambda rec: dnum(rec[5]))


def suntrust(rel):
    # headerless: Date, Check number, Description, Debit, Credit, Balance
    return headerless(rel, "utf-8", ",", 0, lambda rec: dnum(rec[4]) - dnum(rec[3]), [2],
                      balance_fn=lambda rec: dnum(rec[5]))


def two_money_columns(rel):
    # headerless: Date, Description, Check number, '-$76.00' debit, '+$327.49' credit, Balance
    def amt(rec):
        d, c = rec[3].strip(), rec[4].strip()
        return (dnum(c) if c else ZERO) + (dnum(d) if d else ZERO)
    return headerless(rel, "utf-8", ",", 0, amt, [1], balance_fn=lambda rec: dnum(rec[5]))


def abn_amro_tab(rel):
    """ABN AMRO TAB export: Rekeningnummer, Muntsoort, Transactiedatum, Beginsaldo, Eindsaldo, Rentedatum,
    Transactiebedrag, Omschrijving."""
    out = []
    for ln, rec in rows(rel, "utf-8", "\t"):
        v = cnum(rec[6])
        if cnum(rec[3]) + v != cnum(rec[4]):
            raise ValueError("start balance + amount != end balance")
        out.append(T(rec[2], v, cnum(rec[4]), rec[7]))
    return out


def paypal(rel, enc="utf-8"):
    _, data = table(rel, enc, ",", 1)
    return [T(r["Date"], dnum(r["Net"]), dnum(r["Balance"]) if r.get("Balance", "").strip() else None,
              r["Name"] + " | " + r["Type"] + " | " + r.get("Item Title", ""), fee=ZERO) for ln, r, rec in data]


def stripe_balance(rel):
    return signed_column(rel, "utf-8", ",", 1, "created_utc", "net", ["reporting_category", "description"], dnum)


# --- ofxstatement plugins ---

def ing_diba_at(rel):
    return debit_credit(rel, "windows-1252", ";", 1, "Datum", "Soll", "Haben", ["Text"], cnum)


def livebank(rel):
    _, data = table(rel, "windows-1252", ";", 1)
    return [T(r["Buchungsdatum"], cnum(r["Betrag"]), None, r["Buchungstext"] + " | " + r["Umsatztext"])
            for ln, r, rec in data]


def oberbank(rel):
    return signed_column(rel, "windows-1252", ";", 1, "Buchungsdatum", "Betrag", ["Text", "Verwendungszweck"], cnum)


def knab(rel):
    _, data = table(rel, "utf-8", ";", 2)
    out = []
    for ln, r, rec in data:
        v = cnum(r["Bedrag"])
        assert r["CreditDebet"] in ("C", "D")
        out.append(T(r["Transactiedatum"], v if r["CreditDebet"] == "C" else -v, None,
                     r["Tegenrekeninghouder"] + " | " + r["Omschrijving"]))
    return out


def ing_nl(rel, delim=","):
    _, data = table(rel, "utf-8", delim, 1)
    out = []
    for ln, r, rec in data:
        v = cnum(r["Bedrag (EUR)"])
        assert r["Af Bij"] in ("Af", "Bij")
        out.append(T(r["Datum"], v if r["Af Bij"] == "Bij" else -v, None,
                     r["Naam / Omschrijving"] + " | " + r["Mededelingen"]))
    return out


def ing_nl_semicolon(rel):
    return ing_nl(rel, ";")


def asn(rel):
    """Headerless ASN export: 0 Boekingsdatum, 1 Opdrachtgeversrekening, 2 Tegenrekening, 3 Naam tegenrekening,
    4-6 adres, 7 Valuta rekening, 8 Saldo rekening vóór mutatie, 9 Valuta mutatie, 10 Transactiebedrag (signed),
    11 Journaaldatum, 12 Valutadatum, 13 interne code, 14 globale code, 15 volgnummer, 16 kenmerk,
    17 Omschrijving, 18 afschriftnummer."""
    out = []
    for ln, rec in rows(rel, "utf-8", ","):
        v = dnum(rec[10])
        out.append(T(rec[0], v, dnum(rec[8]) + v, rec[3] + " | " + rec[17]))
    return out


def revolut(rel):
    """Balance after a row = previous balance + Amount - Fee; only COMPLETED rows are booked."""
    _, data = table(rel, "utf-8", ",", 1)
    out = []
    for ln, r, rec in data:
        fee = dnum(r["Fee"]) or ZERO
        bal = dnum(r["Balance"]) if r["Balance"].strip() else None
        out.append(T(r["Started Date"], dnum(r["Amount"]), bal, r["Description"], pending=r["State"] != "COMPLETED",
                     fee=fee))
    return out


def ing_de(rel, header_line):
    _, data = table(rel, "windows-1252", ";", header_line)
    out = []
    for ln, r, rec in data:
        bal = cnum(r["Saldo"]) if "Saldo" in r else None
        out.append(T(r["Buchung"], cnum(r["Betrag"]), bal, r["Auftraggeber/Empfänger"] + " | " + r["Verwendungszweck"]))
    return out


def ing_de_saldo(rel):
    return ing_de(rel, 15)


def ing_de_nosaldo(rel):
    return ing_de(rel, 13)


def fintro(rel):
    return signed_column(rel, "utf-8", ";", 1, "Uitvoeringsdatum", "Bedrag", ["Details"], cnum)


def lloyds(rel):
    return debit_credit(rel, "utf-8", ",", 1, "Transaction Date", "Debit Amount", "Credit Amount",
                        ["Transaction Description"], dnum, "Balance")


def woolworths_money(rel):
    _, data = table(rel, "utf-8", ",", 1)
    out = []
    for ln, r, rec in data:
        c, d = r["Credit"].strip(), r["Debit"].strip()
        out.append(T(r["Date"], (dnum(c) if c else ZERO) - (dnum(d) if d else ZERO), None, r["Description"].strip(),
                     pending=r["Status"] == "Pending"))
    return out


def sparkasse_camt_freiburg(rel):
    return sparkasse_camt(rel, "windows-1252")


def wise(rel):
    _, data = table(rel, "utf-8", ",", 1)
    return [T(r["Date"], dnum(r["Amount"]), dnum(r["Running Balance"]), r["Description"]) for ln, r, rec in data]


def ica_banken(rel):
    return signed_column(rel, "utf-8", ";", 1, "Datum", "Belopp", ["Text"], cnum, "Saldo")


def nordea_se(rel):
    return signed_column(rel, "utf-8", ";", 1, "Bokföringsdag", "Belopp", ["Rubrik", "Namn"], cnum, "Saldo")


def neon(rel):
    return signed_column(rel, "utf-8", ";", 1, "Date", "Amount", ["Description", "Subject"], dnum)


def zkb(rel):
    return debit_credit(rel, "utf-8-sig", ";", 1, "Date", "Debit CHF", "Credit CHF", ["Booking text"], dnum,
                        "Balance CHF")


def dcu(rel):
    return signed_column(rel, "utf-8", ",", 1, "DATE", "AMOUNT", ["DESCRIPTION"], dnum, "CURRENT BALANCE")


def venmo(rel):
    return signed_column(rel, "utf-8", ",", 1, "Datetime", "Amount (total)", ["Note", "From", "To"], dnum)


# ---------------------------------------------------------------------------------------------- the corpus

# Where each repository states its licence.
LICENCE_BASIS = {
    "bank2ynab/bank2ynab": "LICENSE file",
    "reubano/csv2ofx": "LICENSE file",
    "cantino/reckon": "LICENSE file",
    "simonmichael/hledger": "LICENSE file; hledger.cabal says GPL-3.0-or-later",
    "nblock/ofxstatement-austrian": "LICENSE file (GPL v3); setup.py says GPLv3",
    "gpaulissen/ofxstatement-dutch": "no licence file; __about__.py and setup.py classifier say GPLv3",
    "mlaitinen/ofxstatement-revolut": "LICENSE file (GPL v3); setup.py says GPLv3",
    "fabolhak/ofxstatement-de-ing": "no licence file; setup.cfg says GPLv3",
    "supernelis/ofxstatement-be-fintro": "no licence file; setup.py says GPLv3",
    "Metasaura/ofxstatement-lloyds": "no licence file; pyproject.toml classifier says MIT",
    "daniel-beet/ofxstatement-jl-partnership": "LICENSE.txt",
    "shenki/ofxstatement-woolworthsmoney": "no licence file; setup.py says GPLv3",
    "omarkohl/ofxstatement-sparkasse-freiburg": "LICENSE file",
    "kedder/ofxstatement-transferwise": "no licence file; pyproject.toml says GPL-3.0-or-later",
    "adnilsson/Bank2YNAB4": "LICENSE file",
    "c-vigo/beancount-importers": "LICENSE file is Apache-2.0; pyproject.toml declares MIT (both permit redistribution)",
    "redstreet/beancount_reds_importers": "LICENSE file (GPL v3); pyproject.toml says GPL-3.0",
    "jbms/beancount-import": "LICENSE file (GPL v2); setup.py says GPLv2",
}

# file -> (repository, path in the repository, commit of the snapshot it was copied from, SPDX licence)
SOURCE = {
    'bank2ynab/20171001-20171106.csv': ('bank2ynab/bank2ynab', 'test/test-data/20171001-20171106.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/2018-04-14_10-52-13_bunq-transactieoverzicht.csv': ('bank2ynab/bank2ynab', 'test/test-data/2018-04-14_10-52-13_bunq-transactieoverzicht.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/2019-03-02_11-50-46_bunq-statement.csv': ('bank2ynab/bank2ynab', 'test/test-data/2019-03-02_11-50-46_bunq-statement.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/20180226-1000594757-umsatz.CSV': ('bank2ynab/bank2ynab', 'test/test-data/20180226-1000594757-umsatz.CSV', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/20180226_12345678.csv': ('bank2ynab/bank2ynab', 'test/test-data/20180226_12345678.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/CSV_A_20180414_112204.csv': ('bank2ynab/bank2ynab', 'test/test-data/CSV_A_20180414_112204.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv': ('bank2ynab/bank2ynab', 'test/test-data/MS_JANE_SMITH_01-12-2019_14-12-2019.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/MonzoDataExport_February2018_2018-02-26_174335.csv': ('bank2ynab/bank2ynab', 'test/test-data/MonzoDataExport_February2018_2018-02-26_174335.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/Movements_1234512345_201805271848.csv': ('bank2ynab/bank2ynab', 'test/test-data/Movements_1234512345_201805271848.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/TH_20180101-20180523_page_1.csv': ('bank2ynab/bank2ynab', 'test/test-data/TH_20180101-20180523_page_1.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/TH_20180101-20180523_strana_1.csv': ('bank2ynab/bank2ynab', 'test/test-data/TH_20180101-20180523_strana_1.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/TransactionHistory_20180418043121.csv': ('bank2ynab/bank2ynab', 'test/test-data/TransactionHistory_20180418043121.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/Umsaetze_KtoNr538917600_EUR_02-03-2018_1503.CSV': ('bank2ynab/bank2ynab', 'test/test-data/Umsaetze_KtoNr538917600_EUR_02-03-2018_1503.CSV', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/W80844_EBH_201945.202122.csv': ('bank2ynab/bank2ynab', 'test/test-data/W80844_EBH_201945.202122.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/dba33fceecd62c3c727893361e0ba4d3.P000000027355791.csv': ('bank2ynab/bank2ynab', 'test/test-data/dba33fceecd62c3c727893361e0ba4d3.P000000027355791.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/export_BE11123456789012_20180304_1422.csv': ('bank2ynab/bank2ynab', 'test/test-data/export_BE11123456789012_20180304_1422.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/export_KBC-Mastercard Business Essential_20200204_1604.csv': ('bank2ynab/bank2ynab', 'test/test-data/export_KBC-Mastercard Business Essential_20200204_1604.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/test_BOI_TransactionExport.csv': ('bank2ynab/bank2ynab', 'test/test-data/test_BOI_TransactionExport.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/test_raiffeisen_01.csv': ('bank2ynab/bank2ynab', 'test/test-data/test_raiffeisen_01.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/test_swedebank_statement.xls': ('bank2ynab/bank2ynab', 'test/test-data/test_swedebank_statement.xls', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/umsatz-1234________1234-20180227.CSV': ('bank2ynab/bank2ynab', 'test/test-data/umsatz-1234________1234-20180227.CSV', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'bank2ynab/test_delimiter_tab.csv': ('bank2ynab/bank2ynab', 'test/test-data/test_delimiter_tab.csv', '3fbdbc51f31c6130edbecaf22f7e24757154f830', 'MIT'),
    'csv2ofx/capitalone.csv': ('reubano/csv2ofx', 'data/test/capitalone.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/gls.csv': ('reubano/csv2ofx', 'data/test/gls.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/ingesp.csv': ('reubano/csv2ofx', 'data/test/ingesp.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/mint.csv': ('reubano/csv2ofx', 'data/test/mint.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/n26-fr.csv': ('reubano/csv2ofx', 'data/test/n26-fr.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/outbank.csv': ('reubano/csv2ofx', 'data/test/outbank.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/payoneer.csv': ('reubano/csv2ofx', 'data/test/payoneer.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/pcmastercard.csv': ('reubano/csv2ofx', 'data/test/pcmastercard.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/schwab-checking.csv': ('reubano/csv2ofx', 'data/test/schwab-checking.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'csv2ofx/ubs-ch-fr_trimmed.csv': ('reubano/csv2ofx', 'data/test/ubs-ch-fr_trimmed.csv', '675a4417c49e126b6dfd71078111ac1c9f198a16', 'MIT'),
    'reckon/austrian_example.csv': ('cantino/reckon', 'spec/data_fixtures/austrian_example.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/chase.csv': ('cantino/reckon', 'spec/data_fixtures/chase.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/danish_kroner_nordea_example.csv': ('cantino/reckon', 'spec/data_fixtures/danish_kroner_nordea_example.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/extratofake.csv': ('cantino/reckon', 'spec/data_fixtures/extratofake.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/french_example.csv': ('cantino/reckon', 'spec/data_fixtures/french_example.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/ing.csv': ('cantino/reckon', 'spec/data_fixtures/ing.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/intuit_mint_example.csv': ('cantino/reckon', 'spec/data_fixtures/intuit_mint_example.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/inversed_credit_card.csv': ('cantino/reckon', 'spec/data_fixtures/inversed_credit_card.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/nationwide.csv': ('cantino/reckon', 'spec/data_fixtures/nationwide.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/suntrust.csv': ('cantino/reckon', 'spec/data_fixtures/suntrust.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/two_money_columns.csv': ('cantino/reckon', 'spec/data_fixtures/two_money_columns.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/tab_delimited_file/input.csv': ('cantino/reckon', 'spec/integration/tab_delimited_file/input.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'reckon/bom_utf8_file/input.csv': ('cantino/reckon', 'spec/integration/bom_utf8_file/input.csv', 'bff8cce159be0d79da63209bd478d4b04fa7a1e4', 'MIT'),
    'hledger/paypal-custom.csv': ('simonmichael/hledger', 'examples/csv/other/paypal-custom.csv', '2b28a75dcc78af2fe1e1e1d26d1d08158b9091f3', 'GPL-3.0-or-later'),
    'hledger/stripe.csv': ('simonmichael/hledger', 'examples/csv/other/stripe.csv', '2b28a75dcc78af2fe1e1e1d26d1d08158b9091f3', 'GPL-3.0-or-later'),
    'ofxstatement-austrian/easybank-creditcard.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/easybank-creditcard.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-austrian/easybank-giro.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/easybank-giro.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-austrian/ing-diba.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/ing-diba.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-austrian/livebank.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/livebank.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-austrian/oberbank.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/oberbank.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-austrian/raiffeisen.csv': ('nblock/ofxstatement-austrian', 'src/ofxstatement/plugins/tests/samples/raiffeisen.csv', '5ab80683ff76d6627de3d14f83a14e76467bce13', 'GPL-3.0-only'),
    'ofxstatement-dutch/Knab_transactieoverzicht_ok.csv': ('gpaulissen/ofxstatement-dutch', 'tests/samples/Knab_transactieoverzicht_ok.csv', '03a09889ca972c990a3d3aa99813518ac5c826af', 'GPL-3.0-only'),
    'ofxstatement-dutch/ing_ok.csv': ('gpaulissen/ofxstatement-dutch', 'tests/samples/ing_ok.csv', '03a09889ca972c990a3d3aa99813518ac5c826af', 'GPL-3.0-only'),
    'ofxstatement-dutch/ing_ok_Mutatiesoort_Extra_Unquoted.csv': ('gpaulissen/ofxstatement-dutch', 'tests/samples/ing_ok_Mutatiesoort_Extra_Unquoted.csv', '03a09889ca972c990a3d3aa99813518ac5c826af', 'GPL-3.0-only'),
    'ofxstatement-dutch/transactie-historie_NL00ASNB9999999999_20220717204133.csv': ('gpaulissen/ofxstatement-dutch', 'tests/samples/transactie-historie_NL00ASNB9999999999_20220717204133.csv', '03a09889ca972c990a3d3aa99813518ac5c826af', 'GPL-3.0-only'),
    'ofxstatement-revolut/2021-october.csv': ('mlaitinen/ofxstatement-revolut', 'tests/samples/2021-october.csv', '18d04cb6e2f8a9e06f282cf5a4ae3eb5be467333', 'GPL-3.0-only'),
    'ofxstatement-revolut/2022-january.csv': ('mlaitinen/ofxstatement-revolut', 'tests/samples/2022-january.csv', '18d04cb6e2f8a9e06f282cf5a4ae3eb5be467333', 'GPL-3.0-only'),
    'ofxstatement-de-ing/test_with_saldo_1.csv': ('fabolhak/ofxstatement-de-ing', 'test/test_with_saldo_1.csv', '107839bad89cd4e8289732020b303a1ce716c85f', 'GPL-3.0-only'),
    'ofxstatement-de-ing/test_without_saldo_2.csv': ('fabolhak/ofxstatement-de-ing', 'test/test_without_saldo_2.csv', '107839bad89cd4e8289732020b303a1ce716c85f', 'GPL-3.0-only'),
    'ofxstatement-be-fintro/sample.csv': ('supernelis/ofxstatement-be-fintro', 'src/tests/sample.csv', 'f4ab744429478a54957bcb63a62da237b72e8050', 'GPL-3.0-only'),
    'ofxstatement-lloyds/sample-statement.csv': ('Metasaura/ofxstatement-lloyds', 'tests/sample-statement.csv', 'bd7491d2e221666a8dd95901acdceac8537e073d', 'MIT'),
    'ofxstatement-jl-partnership/sample-statement.csv': ('daniel-beet/ofxstatement-jl-partnership', 'tests/sample-statement.csv', 'cd05ba691a8dd2c08f03d29f0b8a27c0900a3741', 'MIT'),
    'ofxstatement-woolworthsmoney/woolworthsmoney.csv': ('shenki/ofxstatement-woolworthsmoney', 'src/ofxstatement/plugins/tests/samples/woolworthsmoney.csv', '5a5f068aa2636fd8b019b8a037cd708fbcf4a4f5', 'GPL-3.0-only'),
    'ofxstatement-sparkasse-freiburg/simple1.csv': ('omarkohl/ofxstatement-sparkasse-freiburg', 'tests/data/simple1.csv', '9e3213ce80bd73084b233cea2b925fd0b93d3a04', 'MIT'),
    'ofxstatement-sparkasse-freiburg/simple2.csv': ('omarkohl/ofxstatement-sparkasse-freiburg', 'tests/data/simple2.csv', '9e3213ce80bd73084b233cea2b925fd0b93d3a04', 'MIT'),
    'ofxstatement-transferwise/sample-statement.csv': ('kedder/ofxstatement-transferwise', 'tests/sample-statement.csv', 'a43ada5ef340e1562e1c3593e4a3e516dec42bd6', 'GPL-3.0-or-later'),
    'Bank2YNAB4/ica_banken_v1.csv': ('adnilsson/Bank2YNAB4', 'tests/example_csv/ica_banken_v1.csv', 'db6a7035b762a5a62534da8de227db3b42c02736', 'MIT'),
    'Bank2YNAB4/nordea_v2.csv': ('adnilsson/Bank2YNAB4', 'tests/example_csv/nordea_v2.csv', 'db6a7035b762a5a62534da8de227db3b42c02736', 'MIT'),
    'Bank2YNAB4/revolut_v2.csv': ('adnilsson/Bank2YNAB4', 'tests/example_csv/revolut_v2.csv', 'db6a7035b762a5a62534da8de227db3b42c02736', 'MIT'),
    'Bank2YNAB4/revolut_v2_regression_01.csv': ('adnilsson/Bank2YNAB4', 'tests/example_csv/regression/revolut_v2_regression_01.csv', 'db6a7035b762a5a62534da8de227db3b42c02736', 'MIT'),
    'c-vigo-beancount-importers/N26_Sample.csv': ('c-vigo/beancount-importers', 'tests/n26/N26_Sample.csv', 'a7b9190209391b2152cef9016c9ff3d388407661', 'Apache-2.0'),
    'c-vigo-beancount-importers/Neon_Sample.csv': ('c-vigo/beancount-importers', 'tests/neon/Neon_Sample.csv', 'a7b9190209391b2152cef9016c9ff3d388407661', 'Apache-2.0'),
    'c-vigo-beancount-importers/Revolut_CHF_Sample.csv': ('c-vigo/beancount-importers', 'tests/revolut/Revolut_CHF_Sample.csv', 'a7b9190209391b2152cef9016c9ff3d388407661', 'Apache-2.0'),
    'c-vigo-beancount-importers/Revolut_EUR_Sample.csv': ('c-vigo/beancount-importers', 'tests/revolut/Revolut_EUR_Sample.csv', 'a7b9190209391b2152cef9016c9ff3d388407661', 'Apache-2.0'),
    'c-vigo-beancount-importers/ZKB_Sample.csv': ('c-vigo/beancount-importers', 'tests/zkb/ZKB_Sample.csv', 'a7b9190209391b2152cef9016c9ff3d388407661', 'Apache-2.0'),
    'beancount-reds-importers/Main_Checking_Account_Transactions.csv': ('redstreet/beancount_reds_importers', 'beancount_reds_importers/importers/dcu/tests/Main_Checking_Account_Transactions.csv', '2d7770d06a1d1438440a629e2ad786da41a02abc', 'GPL-3.0-only'),
    'beancount-reds-importers/schwab_XXX234_Checking_Transactions_20220203.csv': ('redstreet/beancount_reds_importers', 'beancount_reds_importers/importers/schwab/tests/schwab_csv_checking/schwab_XXX234_Checking_Transactions_20220203.csv', '2d7770d06a1d1438440a629e2ad786da41a02abc', 'GPL-3.0-only'),
    'beancount-import/transactions.csv': ('jbms/beancount-import', 'testdata/source/venmo/transactions.csv', '0447ba9053ccf6ce29cef112500d64e3200048cd', 'GPL-2.0-only'),
    'beancount-import/EAC_Checking_Transactions_20201223-160009.CSV': ('jbms/beancount-import', 'testdata/source/schwab_csv/test_basic/transactions/EAC_Checking_Transactions_20201223-160009.CSV', '0447ba9053ccf6ce29cef112500d64e3200048cd', 'GPL-2.0-only'),
    'beancount-import/mint.csv': ('jbms/beancount-import', 'testdata/source/mint/mint.csv', '0447ba9053ccf6ce29cef112500d64e3200048cd', 'GPL-2.0-only'),
}


# file, layout, bank, country, currency, date_format, delimiter, encoding, header_line, amount_columns,
# description_columns, category_column, balance_column, notes, [derived]
C, S, TAB = ",", ";", "\t"
E = []


def add(file, layout, bank, country, currency, date_format, delimiter, encoding, header_line, amount_columns,
        description_columns, category_column=None, balance_column=None, notes="", derived=False):
    E.append(dict(file=file, layout=layout, bank=bank, country=country, currency=currency, date_format=date_format,
                  delimiter=delimiter, encoding=encoding, header_line=header_line, amount_columns=amount_columns,
                  description_columns=description_columns, category_column=category_column,
                  balance_column=balance_column, notes=notes, derived=derived))


# bank2ynab
add("bank2ynab/20171001-20171106.csv", n26_de, "N26", "DE", "EUR", "%Y-%m-%d", C, "utf-8", 1,
    "'Betrag (EUR)' signed, dot decimal", ["Empfänger", "Verwendungszweck"], "Kategorie", None,
    "German-language N26 export; one row; 'Betrag (Fremdwährung)' repeats the amount in the original currency.")
add("bank2ynab/2018-04-14_10-52-13_bunq-transactieoverzicht.csv", bunq_nl, "bunq", "NL", "EUR", "%Y-%m-%d", C, "utf-8",
    1, "'Bedrag' signed, comma decimal inside a comma-separated file (always quoted)", ["Naam", "Omschrijving"],
    notes="Dutch header. Decimal comma although the delimiter is a comma: every field is quoted.")
add("bank2ynab/2019-03-02_11-50-46_bunq-statement.csv", bunq_en, "bunq", "NL", "EUR", "%Y-%m-%d", C, "utf-8", 1,
    "'Amount' signed, comma decimal inside a comma-separated file (always quoted)", ["Name", "Description"],
    notes="English header; rows are not in date order; refunds are positive rows.")
add("bank2ynab/20180226-1000594757-umsatz.CSV", sparkasse_camt, "Ostseesparkasse Rostock (Sparkasse)", "DE", "EUR",
    "%d.%m.%y", S, "utf-8", 1, "'Betrag' signed, comma decimal", ["Beguenstigter/Zahlungspflichtiger",
                                                                   "Verwendungszweck"],
    notes="Sparkasse CSV export (MT940-style columns); two-digit years; 'Info' says 'Umsatz gebucht'.")
add("bank2ynab/20180226_12345678.csv", first_direct, "first direct", "GB", "GBP", "%d/%m/%Y", C, "utf-8", 1,
    "'Amount' signed", ["Description"], None, "Balance",
    "One row; 10/02/2018 is ambiguous within the file (day-first is the UK bank's convention; bank2ynab's config "
    "says the date format is unknown).")
add("bank2ynab/CSV_A_20180414_112204.csv", rabobank_2018, "Rabobank", "NL", "EUR", "%Y-%m-%d", C, "windows-1252", 1,
    "'Bedrag' signed with explicit '+'/'-', comma decimal", ["Naam tegenpartij", "Omschrijving-1"], None,
    "Saldo na trn",
    "Lines end in '\\r\\r\\n' (an empty record between rows). Line 3 lacks the opening quote of its first field. "
    "'Saldo na trn' (balance after) carries a '+'. Rows are a subset of the account history, so the balance chain "
    "breaks between non-adjacent rows.")
add("bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv", john_lewis, "John Lewis Partnership Card", "GB", "GBP",
    "%d-%b-%Y", C, "utf-8-sig", 1,
    "'Amount' unsigned '£67.40' = charge; '+ £1,100.00' with 'CR' in the unnamed 4th column = payment",
    ["Description"], None, None,
    "Credit card: charges are POSITIVE and carry no type; only payments are marked ('CR', '+ £'). "
    "Three rows have 'Pending' instead of a date (not yet posted): kept out of the totals, listed under 'pending'. "
    "UTF-8 BOM; header has a trailing empty column.")
add("bank2ynab/MonzoDataExport_February2018_2018-02-26_174335.csv", monzo, "Monzo", "GB", "GBP",
    "%Y-%m-%d %H:%M:%S +0000", C, "utf-8", 1, "'amount' signed (integer pounds here)", ["description", "notes"],
    "category", None, "One row; 'local_amount' repeats the amount in the spending currency.")
add("bank2ynab/Movements_1234512345_201805271848.csv", raiffeisen_cz, "Raiffeisenbank", "CZ", "CZK", "%d.%m.%Y", S,
    "windows-1250", 1, "'Zaúčtovaná částka' signed, comma decimal", ["Název protiúčtu", "Zpráva", "Poznámka"],
    "Kategorie transakce", None,
    "The last header name is 'Id transakce,' (a stray comma inside the name); 'Původní částka a měna' names two "
    "columns. One row.")
add("bank2ynab/TH_20180101-20180523_page_1.csv", ceska_sporitelna_en, "Česká spořitelna", "CZ", "CZK", "%Y/%m/%d", S,
    "windows-1250", 1, "'Amount CZK' signed, comma decimal", ["Item", "Counteraccount name", "Message for payee"],
    notes="Anonymised by the source project: every letter is X, every digit 1, so all dates read 1111/11/11. "
          "The last header cell is a sentence ('This export contains a list of transactions displayed...'). "
          "Rows end with trailing ';'.")
add("bank2ynab/TH_20180101-20180523_strana_1.csv", ceska_sporitelna_cz, "Česká spořitelna", "CZ", "CZK", "%Y/%m/%d",
    S, "windows-1250", 1, "'Částka CZK' signed, comma decimal", ["Položka", "Název protiúčtu", "Zpráva pro příjemce"],
    notes="Same export as TH_..._page_1.csv with the Czech header; anonymised (dates 1111/11/11).")
add("bank2ynab/TransactionHistory_20180418043121.csv", ocbc_sg, "OCBC Bank (FRANK account)", "SG", "SGD", "%d/%m/%Y",
    C, "utf-8", 6, "'Withdrawals (SGD)' / 'Deposits (SGD)' pair", ["Description", "continuation line"], None, None,
    "Five preamble lines (account, available and ledger balance, blank, 'Transaction History'); each transaction "
    "is followed by a continuation line (',,text') that belongs to its description; trailing blank line. "
    "Amounts anonymised to 6.66/66.66.")
add("bank2ynab/Umsaetze_KtoNr538917600_EUR_02-03-2018_1503.CSV", commerzbank, "Commerzbank", "DE", "EUR", "%d.%m.%Y",
    S, "utf-8", 1, "'Betrag' signed, comma decimal", ["Buchungstext"], None, None, "One row.")
add("bank2ynab/W80844_EBH_201945.202122.csv", erste_hu, "Erste Bank", "HU", "HUF", "%Y.%m.%d.", C, "utf-8", 1,
    "'Tranzakció összege' signed; 'Bevétel/Kiadás' says inflow/outflow (agrees)", ["Partner neve", "Részletek"],
    None, "Egyenleg",
    "Date has a trailing dot ('2019.04.19.'). Text fields are placeholders ('memo goes here'); the 'Egyenleg' "
    "balances are placeholders too and do not chain.")
add("bank2ynab/dba33fceecd62c3c727893361e0ba4d3.P000000027355791.csv", posb_sg, "POSB (DBS)", "SG", "SGD",
    "%d %b %Y", C, "utf-8", None, "3rd column withdrawal, 4th column deposit (bank2ynab: Date,skip,Outflow,Inflow)",
    ["5th", "6th", "7th column"], None, None, "Header-less, one row; amounts padded with a space (' 7.80').")
add("bank2ynab/export_BE11123456789012_20180304_1422.csv", kbc_checking, "KBC", "BE", "EUR", "%d/%m/%Y", S, "utf-8", 1,
    "'Bedrag' signed; 'credit'/'debet' repeat it", ["Omschrijving", "Naam tegenpartij", "Vrije mededeling"], None,
    "Saldo", "Fields padded with spaces to fixed widths. One row.")
add("bank2ynab/export_KBC-Mastercard Business Essential_20200204_1604.csv", kbc_card, "KBC (Mastercard)", "BE", "EUR",
    "%d/%m/%Y", S, "utf-8", 1, "'bedrag' signed (charges negative); 'credit'/'debet' repeat it",
    ["Handelaar", "toelichting"], None, None,
    "File name has spaces. No newline after the last line. The payment row has empty card columns.")
add("bank2ynab/test_BOI_TransactionExport.csv", bank_of_ireland, "Bank of Ireland", "IE", "EUR", "%d/%m/%Y", C,
    "utf-8", 1, "'Debit' / 'Credit' pair", ["Details"], None, "Balance",
    "'Balance' holds a placeholder (100) on some rows and is empty on others: it does not chain. Amounts like "
    "'512.0' (one decimal). One description has non-ASCII letters.")
add("bank2ynab/test_raiffeisen_01.csv", raiffeisen_at_elba, "Raiffeisen (ELBA)", "AT", "EUR", "%d.%m.%Y", S, "utf-8",
    None, "4th column signed, comma decimal", ["2nd column"], None, None,
    "Header-less. Line 71 ('A null transaction, just to confuse things;;') is not a transaction (bank2ynab put it "
    "there on purpose); every other date is valid.")
add("bank2ynab/test_swedebank_statement.xls", swedbank_lt, "Swedbank", "LT", "LTL", "%Y-%m-%d", C, "utf-8", 1,
    "'Amount' unsigned + 'D/K' (D = money out, K = money in)", ["Beneficiary", "Details"], None, None,
    "A CSV despite the .xls name. The unnamed 2nd column is the record type: 10 = opening balance, 20 = "
    "transaction, 82 = turnover totals (D 284.70, K 2863.63, which the transactions must add up to). LTL (Lithuanian "
    "litas) was replaced by EUR in 2015. Trailing commas; rows have fewer fields than the header.")
add("bank2ynab/umsatz-1234________1234-20180227.CSV", sparkasse_card, "Ostseesparkasse Rostock (credit card)", "DE",
    "EUR", "%d.%m.%y", S, "windows-1252", 1, "'Buchungsbetrag' signed, comma decimal",
    ["Transaktionsbeschreibung", "Transaktionsbeschreibung Zusatz"], None, None,
    "One row, no newline at the end.")
add("bank2ynab/test_delimiter_tab.csv", raiffeisen_tab, "Raiffeisen (ELBA), reshaped by bank2ynab", "AT", "EUR",
    "%d.%m.%Y", TAB, "windows-1252", None, "4th column money in, 5th column money out (unsigned)", ["2nd column"],
    notes="Not a bank's own layout: bank2ynab's tab-separated reshaping of test_raiffeisen_01.csv; Latin-1 text.",
    derived=True)

# csv2ofx
add("csv2ofx/capitalone.csv", capital_one, "Capital One (credit card)", "US", "USD", "%Y-%m-%d", C, "utf-8", 1,
    "'Debit' / 'Credit' pair", ["Description"], "Category")
add("csv2ofx/gls.csv", gls, "GLS Bank", "DE", "EUR", "%d.%m.%Y", S, "windows-1252", 1, "'Betrag' signed, comma decimal",
    ["Auftraggeber/Empfänger", "Buchungstext", "VWZ1..VWZ14"], None, "Kontostand",
    "One row, no newline at the end; 14 purpose columns.")
add("csv2ofx/ingesp.csv", ing_es, "ING", "ES", "EUR", "%d/%m/%Y", C, "utf-8", 1, "'amount' signed", ["desc"], "class",
    "balance", "Rows are not in date order and are a selection, so the balances do not chain; CRLF; the source project "
               "renamed the header to English (date,class,subcategory,desc,...). No newline at the end.")
add("csv2ofx/mint.csv", mint, "Mint (Intuit)", "US", "USD", "%m/%d/%y", C, "utf-8", 1,
    "'Amount' unsigned + 'Transaction Type' debit (out) / credit (in)", ["Description", "Original Description"],
    "Category", None, "Old Mac line endings: bare CR, no LF anywhere. Rows from two accounts ('Account Name').")
add("csv2ofx/n26-fr.csv", n26_en, "N26 (French account)", "FR", "EUR", "%Y-%m-%d", C, "utf-8", 1,
    "'Amount (EUR)' signed", ["Partner Name", "Payment Reference"], None, None,
    "A transfer to and back from a 'Coffre fort' space: +328 and -328.")
add("csv2ofx/outbank.csv", outbank, "Outbank (app export)", "DE", "EUR", "%m/%d/%y", S, "utf-8", 1,
    "'Amount' signed, comma decimal", ["Name", "Reason"], "Category", None,
    "Month-first short dates (2/20/19) with comma decimals.")
add("csv2ofx/payoneer.csv", payoneer, "Payoneer", "US", "USD", "%m/%d/%Y", C, "utf-8", 1,
    "'Credit Amount' / 'Debit Amount' pair", ["Description", "Additional Description"], None, "Running Balance",
    "Newest first.")
add("csv2ofx/pcmastercard.csv", pc_mastercard, "PC Financial Mastercard", "CA", "CAD", "%m/%d/%Y", C, "utf-8", 1,
    "'Amount' positive = charge (no type column)", ["Merchant Name"], None, None,
    "Card export with charges positive and nothing else to tell the sign: csv2ofx's mapping negates every amount. "
    "Both rows are purchases.")
add("csv2ofx/schwab-checking.csv", schwab_checking, "Charles Schwab Bank", "US", "USD", "%m/%d/%Y", C, "utf-8", 1,
    "'Withdrawal' / 'Deposit' pair with '$'", ["Description"], None, "RunningBalance", "Newest first.")
add("csv2ofx/ubs-ch-fr_trimmed.csv", ubs_ch_fr, "UBS", "CH", "CHF", "%d.%m.%Y", S, "utf-8", 1,
    "'Débit' / 'Crédit' pair", ["Description 1", "Description 2", "Description 3"], None, "Solde",
    "French header; apostrophe thousands separator in 'Solde' (11'373.94). Trimmed by the source project: the "
    "dates are out of order (31.03, 28.02, 27.04) but the balances chain in file order.")

# reckon
add("reckon/austrian_example.csv", easybank_giro, "easybank", "AT", "EUR", "%d.%m.%Y", S, "utf-8", None,
    "5th column signed with explicit '+'/'-', comma decimal", ["2nd column"], None, None,
    "Header-less easybank giro export (account; text; booking date; value date; amount; currency).")
add("reckon/chase.csv", chase_old, "Chase (checking)", "US", "USD", "%Y%m%d%H%M%S[0:GMT]", C, "utf-8", None,
    "4th column signed", ["3rd column"], None, None,
    "Header-less: type, date, description, amount. The type column is not reliable: one CREDIT row is -116.22 "
    "(a PayPal transfer out); the signed amount decides.")
add("reckon/danish_kroner_nordea_example.csv", nordea_dk, "Nordea", "DK", "DKK", "%d-%m-%Y", S, "utf-8", None,
    "4th column signed, comma decimal", ["2nd column"], None, "5th column",
    "Header-less: booking date; text; value date; amount; balance. Newest first. The balances are edited test data "
    "and do not chain.")
add("reckon/extratofake.csv", banco_do_brasil, "Banco do Brasil", "BR", "BRL", "%m/%d/%Y", C, "windows-1252", 1,
    "'Valor' signed, dot decimal", ["Histórico"], None, None,
    "First data row 'Saldo Anterior' 100.00 is the opening balance, not a transaction. Month-first dates. "
    "Every line ends with a trailing ',' (an empty 7th field) and CRLF. Latin-1 text.")
add("reckon/french_example.csv", french_bank, "French bank (not named by the source)", "FR", "EUR", "%d/%m/%Y", S,
    "utf-8", None, "5th column signed, comma decimal", ["3rd column"], None, None,
    "Header-less: account; date; label; reference; amount; (empty).")
add("reckon/ing.csv", ing_nl_old, "ING", "NL", "EUR", "%Y%m%d", C, "utf-8", None,
    "7th column unsigned + 6th column 'Af' (out) / 'Bij' (in)", ["2nd column", "last column"], None, None,
    "Header-less old ING layout; rows have 10, 8 and 9 fields. The 375,00 'Bij' row is a deposit.")
add("reckon/intuit_mint_example.csv", mint_headerless, "Mint (Intuit)", "CA", "CAD", "%m/%d/%Y", C, "utf-8", None,
    "4th column unsigned + 5th column debit (out) / credit (in)", ["2nd column", "3rd column"], "6th column", None,
    "Header-less Mint export of a Canadian 'Chequing' account.")
add("reckon/inversed_credit_card.csv", asb_card_nz, "ASB (credit card)", "NZ", "NZD", "%Y/%m/%d", C, "utf-8", None,
    "7th column: charges (DEBIT) positive, payments (CREDIT) negative", ["6th column"], None, None,
    "Header-less: date processed, date of transaction, unique id (looks like a number: 2013011702), type, card "
    "reference, description, amount. Signs are the card's view: a positive amount is money spent.")
add("reckon/nationwide.csv", nationwide, "Nationwide", "GB", "GBP", "%d %b %Y", C, "utf-8", None,
    "4th column paid out, 5th column paid in ('£' prefixed)", ["2nd column", "3rd column"], None, "6th column",
    "Header-less; dates not in order, balances chain in file order.")
add("reckon/suntrust.csv", suntrust, "SunTrust", "US", "USD", "%m/%d/%Y", C, "utf-8", None,
    "4th column debit, 5th column credit ('0' when empty)", ["3rd column"], None, "6th column", "Header-less.")
add("reckon/two_money_columns.csv", two_money_columns, "US bank (not named by the source)", "US", "USD", "%m/%d/%Y",
    C, "utf-8", None, "4th column '-$76.00' money out, 5th column '+$327.49' money in", ["2nd column"], None,
    "6th column", "Header-less; newest first; a cheque and its reversal on 3/26; balances partly edited.")
add("reckon/tab_delimited_file/input.csv", abn_amro_tab, "ABN AMRO", "NL", "EUR", "%Y%m%d", TAB, "utf-8", None,
    "7th column signed; 4th/5th columns are the balance before/after", ["8th column"], None, "5th column",
    "ABN AMRO tab-separated layout (account, currency, date, start balance, end balance, interest date, amount, "
    "description), no header, no newline at the end. The account number (1st column) is numeric.")
add("reckon/bom_utf8_file/input.csv", paypal, "PayPal", "US", "USD", "%m/%d/%Y", C, "utf-8-sig", 1,
    "'Net' signed ('Gross' + 'Fee')", ["Name", "Type", "Item Title"], None, "Balance",
    "UTF-8 BOM; 41 columns; a trailing blank line.")

# hledger
add("hledger/paypal-custom.csv", paypal, "PayPal", "US", "USD", "%m/%d/%Y", C, "utf-8", 1,
    "'Net' signed ('Gross' + 'Fee')", ["Name", "Type", "Item Title"], None, "Balance",
    "Each payment is funded by a 'Bank Deposit to PP Account' row of the same size (Pending). A received payment "
    "has a negative 'Fee'.")
add("hledger/stripe.csv", stripe_balance, "Stripe (balance transactions)", "US", "USD", "%Y-%m-%d %H:%M:%S", C,
    "utf-8", 1, "'net' signed ('gross' + 'fee')", ["reporting_category", "description"], "reporting_category", None,
    "Lower-case currency 'usd'.")

# ofxstatement plugins
add("ofxstatement-austrian/easybank-creditcard.csv", easybank_giro, "easybank (credit card)", "AT", "EUR",
    "%d.%m.%Y", S, "utf-8", None, "5th column signed with '+'/'-'", ["2nd column"], None, None,
    "Header-less; CRLF. A foreign-currency row carries 'GBP 22,89' inside the text.")
add("ofxstatement-austrian/easybank-giro.csv", easybank_giro_latin1, "easybank", "AT", "EUR", "%d.%m.%Y", S,
    "windows-1252", None, "5th column signed with '+'/'-', dot thousands ('-1.001,00')", ["2nd column"], None, None,
    "Header-less; CRLF; Latin-1.")
add("ofxstatement-austrian/ing-diba.csv", ing_diba_at, "ING-DiBa", "AT", "EUR", "%d.%m.%Y", S, "windows-1252", 1,
    "'Soll' (out) / 'Haben' (in) pair, the other side '0,00'", ["Text"], None, None, "Latin-1.")
add("ofxstatement-austrian/livebank.csv", livebank, "Livebank (Volksbank)", "AT", "EUR", "%Y-%m-%d", S,
    "windows-1252", 1, "'Betrag' signed, comma decimal", ["Buchungstext", "Umsatztext and the unnamed columns after it"],
    None, None,
    "Rows have more fields than the header (the text runs on into unnamed columns). Three rows are 0,00 notices "
    "('Verständigung'), counted as rows with no money. CRLF; Latin-1.")
add("ofxstatement-austrian/oberbank.csv", oberbank, "Oberbank", "AT", "EUR", "%d.%m.%Y", S, "windows-1252", 1,
    "'Betrag' signed, comma decimal", ["Text", "Verwendungszweck"], None, None, "Latin-1.")
add("ofxstatement-austrian/raiffeisen.csv", raiffeisen_at_ofxstatement, "Raiffeisen (ELBA)", "AT", "EUR", "%d.%m.%Y",
    S, "windows-1252", None, "4th column signed, comma decimal", ["2nd column"], None, None, "Header-less.")
add("ofxstatement-dutch/Knab_transactieoverzicht_ok.csv", knab, "Knab", "NL", "EUR", "%d-%m-%Y", S, "utf-8", 2,
    "'Bedrag' unsigned + 'CreditDebet' C (in) / D (out)", ["Tegenrekeninghouder", "Omschrijving"], None, None,
    "Line 1 is 'KNAB EXPORT;;;...' padded with ';' to the table's width; the header is line 2. Whole-euro amounts "
    "have no decimals ('2500').")
add("ofxstatement-dutch/ing_ok.csv", ing_nl, "ING", "NL", "EUR", "%Y%m%d", C, "utf-8", 1,
    "'Bedrag (EUR)' unsigned + 'Af Bij' (Af = out, Bij = in)", ["Naam / Omschrijving", "Mededelingen"], None, None,
    "Includes a 0,00 row.")
add("ofxstatement-dutch/ing_ok_Mutatiesoort_Extra_Unquoted.csv", ing_nl_semicolon, "ING", "NL", "EUR", "%Y%m%d", S,
    "utf-8", 1, "'Bedrag (EUR)' unsigned + 'Af Bij' (Af = out, Bij = in)", ["Naam / Omschrijving", "Mededelingen"],
    None, None, "Semicolon, unquoted variant with an extra last column.")
add("ofxstatement-dutch/transactie-historie_NL00ASNB9999999999_20220717204133.csv", asn, "ASN Bank", "NL", "EUR",
    "%d-%m-%Y", C, "utf-8", None, "11th column signed (transaction amount); 9th column is the balance BEFORE the row",
    ["4th column (name)", "18th column (description, in single quotes)"], None,
    "9th column + 11th column (balance after)",
    "Header-less. Three amount-like columns: 9th = balance before, 11th = amount; the 16th column is a "
    "sequence number. Descriptions are wrapped in single quotes.")
add("ofxstatement-revolut/2021-october.csv", revolut, "Revolut", "LT", "EUR", "%Y-%m-%d %H:%M:%S", C, "utf-8", 1,
    "'Amount' signed; 'Fee' is charged on top (balance after = before + Amount - Fee)", ["Description"], None,
    "Balance", "CRLF; non-ASCII description; balances in file order. Country is Revolut's bank licence (LT).")
add("ofxstatement-revolut/2022-january.csv", revolut, "Revolut", "LT", "EUR", "%Y-%m-%d %H:%M:%S", C, "utf-8", 1,
    "'Amount' signed; 'Fee' is charged on top", ["Description"], None, "Balance",
    "Two PENDING rows with no completion date and no balance: kept out of the totals (the plugin ignores them), "
    "listed under 'pending'. A 0.00 'temporary hold' row. The balances are edited test data and chain only in parts.")
add("ofxstatement-de-ing/test_with_saldo_1.csv", ing_de_saldo, "ING (ING-DiBa)", "DE", "EUR", "%d.%m.%Y", S,
    "windows-1252", 15, "'Betrag' signed, comma decimal (first of two 'Währung' columns follows 'Saldo')",
    ["Auftraggeber/Empfänger", "Buchungstext", "Verwendungszweck"], None, "Saldo",
    "14-line preamble (IBAN, customer, period, 'Saldo;150,00;EUR', sorting, a note), header on line 15. The header "
    "names 'Währung' twice. Saldo written both '155,5' and '150,00'. Newest first.")
add("ofxstatement-de-ing/test_without_saldo_2.csv", ing_de_nosaldo, "ING (ING-DiBa)", "DE", "EUR", "%d.%m.%Y", S,
    "windows-1252", 13, "'Betrag' signed, comma decimal", ["Auftraggeber/Empfänger", "Buchungstext",
                                                           "Verwendungszweck"], None, None,
    "12-line preamble, header on line 13, no balance column; ends with a blank line.")
add("ofxstatement-be-fintro/sample.csv", fintro, "Fintro (BNP Paribas Fortis)", "BE", "EUR", "%d/%m/%Y", S, "utf-8",
    1, "'Bedrag' signed, comma decimal, dot thousands", ["Details"], None, None,
    "No newline at the end; 'Volgnummer' values like '2017-'.")
add("ofxstatement-lloyds/sample-statement.csv", lloyds, "Lloyds Bank", "GB", "GBP", "%d/%m/%Y", C, "utf-8", 1,
    "'Debit Amount' / 'Credit Amount' pair", ["Transaction Description"], None, "Balance",
    "Trailing comma on every line; sort code written \"'99-88-74\"; newest first; the 'Transaction Type' column "
    "(DEB, FPI, DD, BGC...) agrees with the pair. One balance link (the INS2 row) is broken in the test data.")
add("ofxstatement-jl-partnership/sample-statement.csv", john_lewis, "John Lewis Partnership Card", "GB", "GBP",
    "%d-%b-%Y", C, "utf-8", 1, "'Amount' unsigned '£99.99' = charge; '+ £1,234.56' with 'CR' = payment",
    ["Description"], None, None, "Credit card: charges positive; only payments are marked. No BOM here.")
add("ofxstatement-woolworthsmoney/woolworthsmoney.csv", woolworths_money, "Woolworths Money (credit card)", "AU",
    "AUD", "%d %b %y", C, "utf-8", 1, "'Credit' (payments in) / 'Debit' (charges out) pair", ["Description"], None,
    None, "Every row has one more field than the header (trailing comma). Two 'Pending' rows with no date: kept out "
          "of the totals, listed under 'pending'.")
add("ofxstatement-sparkasse-freiburg/simple1.csv", sparkasse_camt_freiburg, "Sparkasse Freiburg", "DE", "EUR",
    "%d.%m.%y", S, "windows-1252", 1, "'Betrag' signed, comma decimal",
    ["Beguenstigter/Zahlungspflichtiger", "Verwendungszweck"], None, None,
    "Sparkasse CSV-CAMT layout. One row 'Umsatz vorgemerkt' (not yet booked): kept out of the totals, listed under "
    "'pending'. Trailing blank line.")
add("ofxstatement-sparkasse-freiburg/simple2.csv", sparkasse_camt_freiburg, "Sparkasse Freiburg", "DE", "EUR",
    "%d.%m.%y", S, "windows-1252", 1, "'Betrag' signed, comma decimal",
    ["Beguenstigter/Zahlungspflichtiger", "Verwendungszweck"], None, None,
    "Sparkasse CSV-CAMT layout; mixes quoted and empty unquoted fields.")
add("ofxstatement-transferwise/sample-statement.csv", wise, "Wise (TransferWise)", "GB", "USD", "%d-%m-%Y", C,
    "utf-8", 1, "'Amount' signed; fees are separate rows", ["Description", "Payment Reference"], None,
    "Running Balance", "A DEBIT/CREDIT column at the end agrees with the sign. Edited test data: the balance "
                       "chain holds only inside each transfer.")
add("Bank2YNAB4/ica_banken_v1.csv", ica_banken, "ICA Banken", "SE", "SEK", "%Y-%m-%d", S, "utf-8", 1,
    "'Belopp' signed, '2 500,00 kr' (space thousands, comma decimal, 'kr' suffix)", ["Text"], "Budgetgrupp", "Saldo",
    "Oldest first.")
add("Bank2YNAB4/nordea_v2.csv", nordea_se, "Nordea", "SE", "SEK", "%Y-%m-%d", S, "utf-8", 1,
    "'Belopp' signed, comma decimal", ["Rubrik", "Namn"], None, "Saldo", "Newest first.")
add("Bank2YNAB4/revolut_v2.csv", revolut, "Revolut", "LT", "SEK", "%Y-%m-%d %H:%M:%S", C, "utf-8", 1,
    "'Amount' signed; 'Fee' charged on top (balance after = before + Amount - Fee)", ["Description"], None, "Balance",
    "Swedish-krona Revolut account; card payments carry fees.")
add("Bank2YNAB4/revolut_v2_regression_01.csv", revolut, "Revolut", "LT", "SEK", "%Y-%m-%d %H:%M:%S", C, "utf-8", 1,
    "'Amount' signed; 'Fee' charged on top", ["Description"], None, "Balance",
    "Empty 'Completed Date' everywhere (one is a single space); a description with a comma in quotes; "
    "hours without a leading zero ('9:32:08'); no newline at the end. The first row's balance does not chain.")
add("c-vigo-beancount-importers/N26_Sample.csv", n26_en, "N26", "DE", "EUR", "%Y-%m-%d", C, "utf-8", 1,
    "'Amount (EUR)' signed", ["Partner Name", "Payment Reference"], None, None,
    "English N26 layout; 'Original Amount' is unsigned.")
add("c-vigo-beancount-importers/Neon_Sample.csv", neon, "Neon", "CH", "CHF", "%Y-%m-%d", S, "utf-8", 1,
    "'Amount' signed, dot decimal", ["Description", "Subject"], "Category", None, "Every field quoted.")
add("c-vigo-beancount-importers/Revolut_CHF_Sample.csv", revolut, "Revolut", "LT", "CHF", "%Y-%m-%d %H:%M:%S", C,
    "utf-8", 1, "'Amount' signed; 'Fee' charged on top", ["Description"], None, "Balance",
    "Swiss-franc Revolut account.")
add("c-vigo-beancount-importers/Revolut_EUR_Sample.csv", revolut, "Revolut", "LT", "EUR", "%Y-%m-%d %H:%M:%S", C,
    "utf-8", 1, "'Amount' signed; 'Fee' charged on top", ["Description"], None, "Balance", "")
add("c-vigo-beancount-importers/ZKB_Sample.csv", zkb, "Zürcher Kantonalbank (ZKB)", "CH", "CHF", "%d.%m.%Y", S,
    "utf-8-sig", 1, "'Debit CHF' / 'Credit CHF' pair", ["Booking text", "Payment purpose", "Details"], None,
    "Balance CHF", "UTF-8 BOM; every field quoted.")
add("beancount-reds-importers/Main_Checking_Account_Transactions.csv", dcu, "Digital Federal Credit Union (DCU)",
    "US", "USD", "%m/%d/%Y", C, "utf-8", 1, "'AMOUNT' signed, '-$7,971.39'", ["DESCRIPTION", "MEMO"], None,
    "CURRENT BALANCE", "CRLF; newest first; 'TRANSACTION TYPE' DEBIT/CREDIT agrees with the sign.")
add("beancount-reds-importers/schwab_XXX234_Checking_Transactions_20220203.csv", schwab_checking,
    "Charles Schwab Bank", "US", "USD", "%m/%d/%Y", C, "utf-8", 1, "'Withdrawal' / 'Deposit' pair with '$'",
    ["Description"], None, "RunningBalance", "Two rows, newest first; edited test data, the two balances do not chain.")
add("beancount-import/transactions.csv", venmo, "Venmo", "US", "USD", "%Y-%m-%dT%H:%M:%S", C, "utf-8", 1,
    "'Amount (total)' signed as '+ $1,150.00' / '- $220.00'", ["Note", "From", "To"], None, None,
    "First header cell is ' ID' (leading space). Transfers out to the bank are negative rows.")
add("beancount-import/EAC_Checking_Transactions_20201223-160009.CSV", schwab_eac, "Charles Schwab Bank", "US", "USD",
    "%m/%d/%Y", C, "utf-8", 2, "'Withdrawal (-)' / 'Deposit (+)' pair with '$'", ["Description"], None,
    "RunningBalance",
    "Line 1 is a title; header on line 2; lines 3-4 are one-field notes ('Pending Transactions are not reflected...', "
    "'Posted Transactions'). Newest first; some balances lack the thousands comma ('$1133.94'); edited test data, "
    "so the balance chain is partly broken.")
add("beancount-import/mint.csv", mint, "Mint (Intuit)", "US", "USD", "%m/%d/%Y", C, "utf-8", 1,
    "'Amount' unsigned + 'Transaction Type' debit (out) / credit (in)", ["Description", "Original Description"],
    "Category", None, "Rows from two accounts ('Account Name').")


# ---------------------------------------------------------------------------------------------- checks

def parse_date(s, fmt):
    s = s.strip()
    if fmt == "%Y%m%d%H%M%S[0:GMT]":
        return datetime.strptime(s.replace("[0:GMT]", ""), "%Y%m%d%H%M%S")
    if fmt == "%Y-%m-%d %H:%M:%S":
        return datetime.strptime(s, fmt)
    return datetime.strptime(s, fmt)


def balance_check(txns):
    """Count consecutive rows (booked rows with a balance) where prev balance + amount - fee == balance, with
    the file read top-down and bottom-up; report the better order."""
    b = [t for t in txns if t["balance"] is not None and not t["pending"]]
    if len(b) < 2:
        return None
    res = {}
    for order, seq in (("file order", b), ("reverse file order", list(reversed(b)))):
        ok = sum(1 for p, c in zip(seq, seq[1:]) if p["balance"] + c["amount"] - c["fee"] == c["balance"])
        res[order] = ok
    order = max(res, key=lambda k: res[k])
    links = len(b) - 1
    return {"order": order, "links": links, "consistent": res[order], "mismatches": links - res[order]}


def fmt(d):
    """Two decimals, unless the value has more (never rounds)."""
    return str(d.quantize(Decimal("0.01"))) if d.as_tuple().exponent >= -2 else str(d)


def reading(e):
    txns = e["layout"](e["file"])
    assert USED_ENCODING[e["file"]] == e["encoding"], (e["file"], USED_ENCODING[e["file"]])
    booked = [t for t in txns if not t["pending"]]
    pending = [t for t in txns if t["pending"]]
    bad_dates = []
    for t in booked:
        try:
            parse_date(t["date"], e["date_format"])
        except ValueError:
            bad_dates.append(t["date"])
    if bad_dates:
        raise ValueError(f"{e['file']}: dates not in {e['date_format']}: {bad_dates[:3]}")
    money_in = sum((t["amount"] for t in booked if t["amount"] > 0), ZERO)
    money_out = sum((-t["amount"] for t in booked if t["amount"] < 0), ZERO) + sum((t["fee"] for t in booked), ZERO)
    r = {
        "file": e["file"], "bank": e["bank"], "country": e["country"], "rows": len(booked),
        "money_in": fmt(money_in), "money_out": fmt(money_out), "currency": e["currency"],
        "date_format": e["date_format"], "delimiter": e["delimiter"], "encoding": e["encoding"],
        "header_line": e["header_line"], "amount_columns": e["amount_columns"],
        "description_columns": e["description_columns"], "category_column": e["category_column"],
        "balance_column": e["balance_column"], "notes": e["notes"],
    }
    fees = sum((t["fee"] for t in booked), ZERO)
    if fees:
        r["fees_in_money_out"] = fmt(fees)
    if pending:
        r["pending"] = {"rows": len(pending),
                        "money_in": fmt(sum((t["amount"] for t in pending if t["amount"] > 0), ZERO)),
                        "money_out": fmt(sum((-t["amount"] for t in pending if t["amount"] < 0), ZERO))}
    bc = balance_check(txns) if e["balance_column"] else None
    if bc:
        r["balance_check"] = bc
    if e["derived"]:
        r["derived"] = True
    return r, txns


def main(argv):
    if len(argv) > 2 and argv[1] == "--show":
        for e in E:
            if e["file"] == argv[2]:
                r, txns = reading(e)
                for t in txns:
                    print(("P " if t["pending"] else "  ") + f"{t['date']:<24} {t['amount']:>12} "
                          f"{'' if t['balance'] is None else t['balance']:>12} fee={t['fee']} {t['desc'][:60]}")
                print(json.dumps(r, ensure_ascii=False, indent=1))
        return
    out = []
    for e in E:
        r, _ = reading(e)
        out.append(r)
    # the Swedbank file states its own turnover: the rows must add up to it
    sw = next(e for e in E if e["layout"] is swedbank_lt)
    tot = swedbank_lt_totals(sw["file"])
    swr = next(r for r in out if r["file"] == sw["file"])
    assert Decimal(swr["money_out"]) == tot["D"] and Decimal(swr["money_in"]) == tot["K"], (swr, tot)
    files = {p.relative_to(HERE).as_posix() for p in HERE.rglob("*") if p.is_file()} - {
        "reference.py", "reference.json", "SOURCES.md"}
    listed = {e["file"] for e in E}
    assert files == listed, (files - listed, listed - files)
    assert set(SOURCE) == listed
    md = ["# Bank exports: sources", "",
          "Real CSV/TSV/semicolon exports copied byte for byte from other public projects' test data, for issue 47. "
          "`reference.json` holds a reading of each worked out by `reference.py` (one reader per layout, "
          "`decimal.Decimal` only); run `python3 reference.py` to rebuild both files.", "",
          "Files marked *derived* are a project's own reshaping of a real export, not a bank's layout.", "",
          "| file | repository | path in repository | commit | licence (SPDX) | bank / service | country |",
          "|---|---|---|---|---|---|---|"]
    for e in E:
        repo, path, commit, lic = SOURCE[e["file"]]
        bank = e["bank"] + (" *(derived)*" if e["derived"] else "")
        md.append(f"| `{e['file']}` | {repo} | `{path}` | `{commit[:12]}` | {lic} | {bank} | {e['country']} |")
    md += ["", "Commits are those of the snapshots the files were copied from (full hashes in `reference.py`).", "",
           "## Where each licence is stated", "", "| repository | licence | stated in |", "|---|---|---|"]
    for repo in sorted({v[0] for v in SOURCE.values()}, key=str.lower):
        lic = next(v[3] for v in SOURCE.values() if v[0] == repo)
        md.append(f"| {repo} | {lic} | {LICENCE_BASIS[repo]} |")
    (HERE / "SOURCES.md").write_text("\n".join(md) + "\n", encoding="utf-8")
    (HERE / "reference.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(out)} files, {len({e['bank'].split(' (')[0] for e in E})} banks/services, "
          f"{len({e['country'] for e in E})} countries")


if __name__ == "__main__":
    main(sys.argv)

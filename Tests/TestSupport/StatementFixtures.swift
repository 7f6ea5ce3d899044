/// Bank statement files written for the tests, shaped like real exports, with their totals worked out by hand.
public enum StatementFixtures {
    /// An OFX 1.x SGML checking statement (leaf tags unclosed), November 2026.
    /// Added 2,500.00; spent 54.32 + 1,200.00 + 4.75 = 1,259.07.
    public static let checkingOFX = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252
        COMPRESSION:NONE
        OLDFILEUID:NONE
        NEWFILEUID:NONE

        <OFX>
        <SIGNONMSGSRSV1>
        <SONRS>
        <STATUS>
        <CODE>0
        <SEVERITY>INFO
        </STATUS>
        <DTSERVER>20261130120000[-5:EST]
        <LANGUAGE>ENG
        </SONRS>
        </SIGNONMSGSRSV1>
        <BANKMSGSRSV1>
        <STMTTRNRS>
        <TRNUID>1
        <STATUS>
        <CODE>0
        <SEVERITY>INFO
        </STATUS>
        <STMTRS>
        <CURDEF>USD
        <BANKACCTFROM>
        <BANKID>021000021
        <ACCTID>123456789
        <ACCTTYPE>CHECKING
        </BANKACCTFROM>
        <BANKTRANLIST>
        <DTSTART>20261101
        <DTEND>20261130
        <STMTTRN>
        <TRNTYPE>CREDIT
        <DTPOSTED>20261101
        <TRNAMT>2500.00
        <FITID>2026110101
        <NAME>ACME PAYROLL
        <MEMO>Salary November
        </STMTTRN>
        <STMTTRN>
        <TRNTYPE>DEBIT
        <DTPOSTED>20261103120000.000[-5:EST]
        <TRNAMT>-54.32
        <FITID>2026110301
        <NAME>WHOLE FOODS #123
        </STMTTRN>
        <STMTTRN>
        <TRNTYPE>CHECK
        <DTPOSTED>20261115
        <TRNAMT>-1200.00
        <FITID>2026111501
        <CHECKNUM>1042
        <NAME>Check 1042
        <MEMO>November rent
        </STMTTRN>
        <STMTTRN>
        <TRNTYPE>DEBIT
        <DTPOSTED>20261130235959[-8:PST]
        <TRNAMT>-4.75
        <FITID>2026113001
        <NAME>STARBUCKS &amp; CO
        <MEMO>Coffee
        </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL>
        <BALAMT>1240.93
        <DTASOF>20261130
        </LEDGERBAL>
        </STMTRS>
        </STMTTRNRS>
        </BANKMSGSRSV1>
        </OFX>

        """

    /// The next export of the same account, overlapping the last one by a day: the coffee (FITID 2026113001) again,
    /// and 20.00 spent on 1 December.
    public static let checkingDecemberOFX = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252
        COMPRESSION:NONE
        OLDFILEUID:NONE
        NEWFILEUID:NONE

        <OFX>
        <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261202<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
        <BANKMSGSRSV1><STMTTRNRS><TRNUID>2<STATUS><CODE>0<SEVERITY>INFO</STATUS>
        <STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>021000021<ACCTID>123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
        <BANKTRANLIST><DTSTART>20261130<DTEND>20261201
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261130235959[-8:PST]<TRNAMT>-4.75<FITID>2026113001<NAME>STARBUCKS &amp; CO<MEMO>Coffee</STMTTRN>
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261201<TRNAMT>-20.00<FITID>2026120101<NAME>CITY PARKING</STMTTRN>
        </BANKTRANLIST><LEDGERBAL><BALAMT>1220.93<DTASOF>20261201</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
        </OFX>

        """

    /// An OFX 2.x XML credit-card statement. Added 15.00 + 200.00 = 215.00; spent 89.99 + 42.10 = 132.09.
    public static let cardOFX = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
        <OFX>
          <SIGNONMSGSRSV1>
            <SONRS>
              <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
              <DTSERVER>20261130</DTSERVER>
              <LANGUAGE>ENG</LANGUAGE>
            </SONRS>
          </SIGNONMSGSRSV1>
          <CREDITCARDMSGSRSV1>
            <CCSTMTTRNRS>
              <TRNUID>1</TRNUID>
              <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
              <CCSTMTRS>
                <CURDEF>USD</CURDEF>
                <CCACCTFROM><ACCTID>4111111111111111</ACCTID></CCACCTFROM>
                <BANKTRANLIST>
                  <DTSTART>20261101</DTSTART>
                  <DTEND>20261130</DTEND>
                  <STMTTRN>
                    <TRNTYPE>DEBIT</TRNTYPE>
                    <DTPOSTED>20261105</DTPOSTED>
                    <TRNAMT>-89.99</TRNAMT>
                    <FITID>C1</FITID>
                    <NAME>AMAZON MKTPLACE</NAME>
                  </STMTTRN>
                  <STMTTRN>
                    <TRNTYPE>DEBIT</TRNTYPE>
                    <DTPOSTED>20261112</DTPOSTED>
                    <TRNAMT>-42.10</TRNAMT>
                    <FITID>C2</FITID>
                    <NAME>SHELL OIL</NAME>
                    <MEMO>Fuel</MEMO>
                  </STMTTRN>
                  <STMTTRN>
                    <TRNTYPE>CREDIT</TRNTYPE>
                    <DTPOSTED>20261118</DTPOSTED>
                    <TRNAMT>15.00</TRNAMT>
                    <FITID>C3</FITID>
                    <NAME>AMAZON MKTPLACE</NAME>
                    <MEMO>Refund</MEMO>
                  </STMTTRN>
                  <STMTTRN>
                    <TRNTYPE>PAYMENT</TRNTYPE>
                    <DTPOSTED>20261125</DTPOSTED>
                    <TRNAMT>200.00</TRNAMT>
                    <FITID>C4</FITID>
                    <NAME>PAYMENT THANK YOU</NAME>
                  </STMTTRN>
                </BANKTRANLIST>
                <LEDGERBAL><BALAMT>-117.09</BALAMT><DTASOF>20261130</DTASOF></LEDGERBAL>
              </CCSTMTRS>
            </CCSTMTTRNRS>
          </CREDITCARDMSGSRSV1>
        </OFX>

        """

    /// A QFX (Quicken's OFX 1.x, with `<INTU.BID>`) savings statement. Added 1,000.00 + 0.42 = 1,000.42; spent 35.50.
    public static let savingsQFX = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252
        COMPRESSION:NONE
        OLDFILEUID:NONE
        NEWFILEUID:NONE

        <OFX>
        <SIGNONMSGSRSV1>
        <SONRS>
        <STATUS>
        <CODE>0
        <SEVERITY>INFO
        <MESSAGE>Success
        </STATUS>
        <DTSERVER>20261130083000.000[-5:EST]
        <LANGUAGE>ENG
        <FI>
        <ORG>B1
        <FID>10898
        </FI>
        <INTU.BID>10898
        </SONRS>
        </SIGNONMSGSRSV1>
        <BANKMSGSRSV1>
        <STMTTRNRS>
        <TRNUID>1
        <STATUS>
        <CODE>0
        <SEVERITY>INFO
        <MESSAGE>Success
        </STATUS>
        <STMTRS>
        <CURDEF>USD
        <BANKACCTFROM>
        <BANKID>322271627
        <ACCTID>987654321
        <ACCTTYPE>SAVINGS
        </BANKACCTFROM>
        <BANKTRANLIST>
        <DTSTART>20261101000000.000[-5:EST]
        <DTEND>20261130000000.000[-5:EST]
        <STMTTRN>
        <TRNTYPE>XFER
        <DTPOSTED>20261102000000.000[-5:EST]
        <TRNAMT>1000.00
        <FITID>202611020
        <NAME>Online Transfer from CHK ...6789
        </STMTTRN>
        <STMTTRN>
        <TRNTYPE>ATM
        <DTPOSTED>20261114000000.000[-5:EST]
        <TRNAMT>-35.50
        <FITID>202611140
        <NAME>ATM WITHDRAWAL 5TH AVE
        </STMTTRN>
        <STMTTRN>
        <TRNTYPE>INT
        <DTPOSTED>20261130000000.000[-5:EST]
        <TRNAMT>0.42
        <FITID>202611300
        <NAME>Interest Payment
        </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL>
        <BALAMT>964.92
        <DTASOF>20261130000000.000[-5:EST]
        </LEDGERBAL>
        </STMTRS>
        </STMTTRNRS>
        </BANKMSGSRSV1>
        </OFX>

        """

    /// A QIF bank account with a split record (Groceries 150.00 and Household 50.00) and a transfer. Added 1,500.00;
    /// spent 120.00 + 150.00 + 50.00 + 300.00 = 620.00.
    public static let splitsQIF = """
        !Type:Bank
        D11/02'26
        T-120.00
        CX
        PSafeway
        LGroceries
        ^
        D11/05'26
        T-200.00
        PCostco
        MWeekly shop
        L--Split--
        SGroceries
        EFood
        $-150.00
        SHousehold
        $-50.00
        ^
        D11/15'26
        T1,500.00
        PEmployer
        LSalary
        ^
        D11/24'26
        T-300.00
        PTransfer
        L[Savings]
        ^

        """

    /// A CAMT.053 statement in EUR with a batch entry of three transfers (100.00, 55.40, 30.00), a pending entry
    /// (not read) and a card payment with only a value date. Added 2,450.00; spent 185.40 + 64.99 = 250.39.
    public static let camt053 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <BkToCstmrStmt>
            <GrpHdr>
              <MsgId>STMT-2026-11</MsgId>
              <CreDtTm>2026-11-30T18:00:00+01:00</CreDtTm>
            </GrpHdr>
            <Stmt>
              <Id>2026-11</Id>
              <CreDtTm>2026-11-30T18:00:00+01:00</CreDtTm>
              <Acct>
                <Id><IBAN>DE89370400440532013000</IBAN></Id>
                <Ccy>EUR</Ccy>
              </Acct>
              <Bal>
                <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
                <Amt Ccy="EUR">500.00</Amt>
                <CdtDbtInd>CRDT</CdtDbtInd>
                <Dt><Dt>2026-11-01</Dt></Dt>
              </Bal>
              <Ntry>
                <Amt Ccy="EUR">2450.00</Amt>
                <CdtDbtInd>CRDT</CdtDbtInd>
                <Sts>BOOK</Sts>
                <BookgDt><Dt>2026-11-01</Dt></BookgDt>
                <ValDt><Dt>2026-11-01</Dt></ValDt>
                <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>SALA</SubFmlyCd></Fmly></Domn></BkTxCd>
                <NtryDtls>
                  <TxDtls>
                    <RltdPties><Dbtr><Nm>Muster GmbH</Nm></Dbtr></RltdPties>
                    <RmtInf><Ustrd>Gehalt November</Ustrd></RmtInf>
                  </TxDtls>
                </NtryDtls>
              </Ntry>
              <Ntry>
                <Amt Ccy="EUR">185.40</Amt>
                <CdtDbtInd>DBIT</CdtDbtInd>
                <Sts><Cd>BOOK</Cd></Sts>
                <BookgDt><DtTm>2026-11-03T09:15:00+01:00</DtTm></BookgDt>
                <ValDt><Dt>2026-11-04</Dt></ValDt>
                <NtryDtls>
                  <Btch><NbOfTxs>3</NbOfTxs></Btch>
                  <TxDtls>
                    <Amt Ccy="EUR">100.00</Amt>
                    <CdtDbtInd>DBIT</CdtDbtInd>
                    <RltdPties><Cdtr><Nm>Stadtwerke</Nm></Cdtr></RltdPties>
                    <RmtInf><Ustrd>Strom November</Ustrd></RmtInf>
                  </TxDtls>
                  <TxDtls>
                    <AmtDtls><TxAmt><Amt Ccy="EUR">55.40</Amt></TxAmt></AmtDtls>
                    <RltdPties><Cdtr><Nm>Telekom</Nm></Cdtr></RltdPties>
                    <RmtInf><Ustrd>Rechnung</Ustrd><Ustrd>11/2026</Ustrd></RmtInf>
                  </TxDtls>
                  <TxDtls>
                    <Amt Ccy="EUR">30.00</Amt>
                    <RltdPties><Cdtr><Pty><Nm>Sportverein</Nm></Pty></Cdtr></RltdPties>
                    <RmtInf><Ustrd>Beitrag</Ustrd></RmtInf>
                  </TxDtls>
                </NtryDtls>
              </Ntry>
              <Ntry>
                <Amt Ccy="EUR">999.00</Amt>
                <CdtDbtInd>DBIT</CdtDbtInd>
                <Sts>PDNG</Sts>
                <BookgDt><Dt>2026-11-30</Dt></BookgDt>
              </Ntry>
              <Ntry>
                <Amt Ccy="EUR">64.99</Amt>
                <CdtDbtInd>DBIT</CdtDbtInd>
                <Sts>BOOK</Sts>
                <ValDt><Dt>2026-11-20</Dt></ValDt>
                <AddtlNtryInf>KARTENZAHLUNG REWE</AddtlNtryInf>
              </Ntry>
            </Stmt>
          </BkToCstmrStmt>
        </Document>

        """
}

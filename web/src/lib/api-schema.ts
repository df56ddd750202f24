/**
 * The API's types, generated from docs/openapi.yaml by openapi-typescript: do not edit. Change the YAML,
 * then run `npm run api:types` (scripts/api-schema.test.js fails while the two disagree). Use them
 * through src/lib/api-types.ts.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up (liveness); a supervisor restarts the process when it fails. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This instance can serve; a load balancer sends traffic only while it answers 200.
         * @description 200 when the database answers, every migration of this binary is applied and the file store
         *     (the uploads folder or the S3 bucket) is reachable; `checks` names each one's result. 503 when
         *     one of them fails (`message` says which first, `checks` says each), and while the instance
         *     drains after SIGTERM (`message` "The server is shutting down.", no checks): it still serves
         *     then, for `DAYSPA_DRAIN_DELAY`, so that the balancer moves its traffic before the listener
         *     closes. The checks together take at most 2 s. Poll it every few seconds; `/healthz` is the
         *     liveness probe.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is logged in, for the navigation bar's user menu; 401 when nobody is (the app reads it as "not logged in"). */
        get: operations["currentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The navigation bar's Login link; redirects to the login page. */
        get: operations["loginRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The navigation bar's Logout link; ends the session and redirects to the login page.
         * @description A navigation started by another site (`Sec-Fetch-Site: cross-site`) redirects without ending the session.
         */
        get: operations["logoutRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a staff member's e-mail and password; when right, sets the session cookie under a new token.
         * @description The e-mail is the login of a staff account (any case); a disabled account, an unknown e-mail and a wrong
         *     password get the same 401. The session holds the account: every admin request checks that it is still
         *     active and that its password has not changed since, so a password change or a disable ends its
         *     sessions on every instance.
         *     Failed tries are counted per account (the e-mail) and per client address (behind
         *     DAYSPA_TRUSTED_PROXIES) apart: past 3 failures on the account or 5 from the address, each further
         *     try waits (429 with Retry-After, its password not checked), from 1 second doubling up to a minute.
         *     A successful login forgets the account's failures and takes its own try off the address's.
         *
         *     A person with a sign-in code on needs it too: the right password without `code` answers
         *     `{"needsCode":true}` (no session; the try stays counted), a wrong code 401. A one-time code is
         *     accepted once (it and older ones are refused after), a recovery code once. An owner or manager
         *     without a code, when DAYSPA_STAFF_CODES is `required`, gets `{"needsSetup":true}` and a session that
         *     may only set up the code (POST /api/admin/me/code and its confirm), read their profile (GET
         *     /api/admin/me) and log out (403 `code.setup_first` on every other admin route) until POST
         *     /api/admin/me/code/confirm.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the request carries a staff session (any role), and its role; always 200. */
        get: operations["adminStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person, and what their role allows. */
        get: operations["adminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts setting up the signed-in person's one-time sign-in code.
         * @description A new secret (160 random bits), not on until confirmed; starting again replaces an unconfirmed one.
         *     Open to any signed-in person, and to a session that signed in to set up a required code.
         */
        post: operations["startSignInCode"];
        /**
         * Turns the signed-in person's sign-in code off, given her password.
         * @description Refused (403 `code.required_for_role`) to an owner or manager when DAYSPA_STAFF_CODES is `required`.
         *     A wrong password is a 400 naming the field and counts as a failed login of the account.
         */
        delete: operations["turnOffSignInCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/code/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the started sign-in code on, given its first code; answers the recovery codes, once.
         * @description A session that signed in to set up a required code becomes a full one, under a new token.
         */
        post: operations["confirmSignInCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff accounts, by name (owners and managers). */
        get: operations["adminUsers"];
        put?: never;
        /** Opens a staff account; a manager cannot open an owner's. */
        post: operations["adminCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's live sessions, the latest used first. */
        get: operations["mySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's live sessions, for those who may manage that account. */
        get: operations["adminUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ends a session at once, on every instance.
         * @description One's own any time (ending this request's own session signs out); another person's only for those
         *     who may manage her account. The stored session goes with its record in one transaction, audited.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Closes an account - disabled, not erased, so what the person did keeps a name; its sessions end. */
        delete: operations["adminDeleteUser"];
        options?: never;
        head?: never;
        /** Changes an account's fields present; a new role, a new password or a disable ends its sessions. */
        patch: operations["adminUpdateUser"];
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the admin session (`{"message":"Logged out"}`); the cookie is expired. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/nav": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's frame - the spa's name, the person signed in, the spa's date and time, and the navigation's counts. */
        get: operations["adminNav"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booking counts for the dashboard's cards. */
        get: operations["adminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of bookings, newest first (by when they were made), each joined with its customer and service. */
        get: operations["adminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bookings of one to seven days (every status), the team and rooms, and each day's hours, therapists' working intervals and time off, and room blocks. */
        get: operations["adminCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Today place on the spa's clock - the day's arrivals, the requests waiting for a Confirm, the unread messages and the day's takings.
         * @description `arrivals` are the day's bookings but the cancelled ones, by start (at most 200); `waiting` the pending
         *     requests of any day, soonest first (at most 20); `unread` the newest unread contact messages (at most 10)
         *     and `unreadTotal` the number of all; `takings` the sums of the day's invoices so far (null for a role
         *     that may not see income). Each booking
         *     carries the statuses the dashboard may set now and whether it may be moved (`actions`), and the guest's
         *     WhatsApp link (`customer.whatsappUrl`, "" when the phone cannot be one).
         */
        get: operations["adminToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's search - a few bookings, customers and contact messages that match one text.
         * @description Bookings match on the guest's name or e-mail (any case), the phone's digits however the number is
         *     written ("050 123 4567" finds "+971501234567": spaces, "+", a leading 0, 00 or 971 do not matter) or the
         *     booking number ("#123" or "123"), that booking first, then the latest days first. Customers match on
         *     name, e-mail and phone; messages on name, e-mail, phone and text, newest first. At most 8 of each kind.
         */
        get: operations["adminSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a pending or confirmed booking's therapists, room, date or time with the booking rule; what is left out stays.
         * @description The booking keeps the duration and preparation it was booked with. A booking made before the spa
         *     had rooms and therapists, moved without naming them, gets them assigned. A new date follows the
         *     booking horizon, as a guest's booking does: today up to 90 days ahead, else 400 with
         *     `errors.bookingDate` 'Please choose a date from today up to 90 days ahead.' and nothing changed.
         */
        patch: operations["adminMoveBooking"];
        trace?: never;
    };
    "/api/admin/bookings/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes back the dashboard's last status change or move of a booking, once, within 15 seconds.
         * @description Restores the booking as it was before the change: its status and reason, its day, time, room and
         *     therapists, through the same placement rules as a move. The guest is written nothing: the change's
         *     e-mail, not yet due, is dropped, and the reminders are planned again for the booking as restored.
         */
        post: operations["adminUndoBookingChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the desk starts a booking's checkout from.
         * @description The booking, the booked service as the first line at the service's price, and the active services
         *     to add lines from. `registered` says whether the spa is registered for VAT (its documents are then
         *     tax invoices); above `fullInvoiceThreshold` the checkout needs the buyer's name and address.
         */
        get: operations["adminCheckoutDraft"];
        put?: never;
        /**
         * Checks a booking out, issuing its tax invoice.
         * @description In one transaction: checks the lines naming a service against its price (another price needs
         *     `priceReason`), prices the sale (each line's VAT from its VAT-inclusive amount, rounded to the fils;
         *     the totals are the sums of the lines), checks the payments add up to the total, takes the next
         *     invoice number, stores the invoice, records the sale's income record (cash and card from the
         *     payments, the commission at the therapist's rate, the tips and their shares) and marks the booking
         *     completed. A refused checkout writes nothing and uses no number.
         */
        post: operations["adminCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's payments, with their invoices, and the refunds made. */
        get: operations["adminBookingPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds some or all of a booking's payment (owners and managers).
         * @description `amount` is at most what is paid and not yet refunded of the payment (`paymentId`, or the booking's
         *     first with something left). Stripe refunds it first, with an idempotency key per refund; then, in one
         *     transaction, the refund is recorded with a credit note of that amount against the payment's invoice.
         *     A refund Stripe refuses changes nothing (409 `refund.refused`). A deposit that the booking's final
         *     invoice deducts is not refunded here (409 `refund.checked_out`).
         */
        post: operations["adminRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The no-show or late-cancellation fee a booking owes, and the saved card it would be charged to (owner and manager).
         * @description The fee of the terms the guest agreed to with the deposit (kept with the booking), for a booking marked
         *     no-show or cancelled after its free window, and the card saved with the deposit as Stripe names it
         *     (brand and last four digits, never stored). Charges nothing.
         */
        get: operations["adminBookingFee"];
        put?: never;
        /**
         * Charges the booking's fee to the saved card, off-session (owner and manager); audited.
         * @description Only by this explicit request, with the amount the preview showed: any other amount is 400 naming
         *     `amount`. A decline by Stripe is 409 `fee.declined` and changes nothing. The fee is recorded as a
         *     payment of kind fee against the booking and as money received by card in the day's income.
         */
        post: operations["adminChargeBookingFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a Stripe payment page for a booking's deposit or full price, to send the guest (the desk, owner and manager); audited.
         * @description A Checkout session open 23 hours for the deposit (the one the booking's hold asked, else its service's
         *     policy's) or the price less what was paid. The answer carries the address to copy, a WhatsApp share
         *     link with the guest's number and a message with the link in the booking's language, and the guest's
         *     e-mail. Its payment, known from Stripe's signed notice, is recorded against the booking once.
         */
        post: operations["adminMakePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/checkout/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices a checkout as the desk fills it in; writes nothing.
         * @description The lines and totals the invoice would have, whatever the payments; `paid` is their sum and `due` the
         *     total less `paid` (below zero when paid too much). `needsBuyer` says the total needs a full tax invoice.
         *     A booking that is cancelled or checked out answers 409, as the draft does.
         */
        post: operations["adminCheckoutPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tax documents, invoices and credit notes, newest first.
         * @description `from` and `to` are days of the spa's calendar, both included; `q` matches part of the number, the
         *     guest's name or the buyer's name, in any case. The documents come without their lines and payments
         *     (empty lists).
         */
        get: operations["adminInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tax document with its lines and payments; an invoice's credit notes and what is left of it. */
        get: operations["adminInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as an A4 PDF, English with the Arabic beside it.
         * @description A download of the audit log (an event per answer). Served as an attachment named after the document's number ("INV-000123.pdf").
         */
        get: operations["adminInvoicePDF"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as one HTML page for an 80 mm desk printer and the screen.
         * @description A download of the audit log (an event per answer). The page opens the print dialog itself; its content security policy lets only that script run.
         */
        get: operations["adminInvoiceReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/ubl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document as UBL 2.1 XML under the UAE PINT profile, for a buyer registered for VAT.
         * @description A download of the audit log (an event per answer). An Invoice (380) or a CreditNote (381) document, CustomizationID urn:peppol:pint:billing-1@ae-1.
         */
        get: operations["adminInvoiceUBL"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a credit note correcting an invoice.
         * @description Credits some of the invoice's lines (`lines`, each by its position and an amount, VAT included) or
         *     an amount shared over what is left of its lines (`amount`), with a reason. Credit notes number
         *     from their own sequence. More than what is left is refused (`credit.too_much`, naming what is left).
         */
        post: operations["adminCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues the document in the outbox, to the e-mail of its booking's guest.
         * @description A message of kind `invoice`, rendered when it is sent in the document's language, with the
         *     document's A4 PDF attached ("INV-000123.pdf"). A credit note goes to the guest of its invoice's
         *     booking. The outbox sends it like the other messages (retries, one instance sends).
         */
        post: operations["adminEmailInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-links/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues payment link {id} in the outbox, to the e-mail of its booking's guest; audited.
         * @description A message of kind `payment_link`, rendered when it is sent in the booking's language: what the link
         *     asks (the deposit or the price), until when it works (the spa's clock) and the link itself. It is
         *     never dropped as stale: the link stands until it expires.
         */
        post: operations["adminEmailPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moves a booking pending → confirmed (Confirm) → completed (Complete), pending or confirmed → cancelled, confirmed → no_show; any other move is 409.
         * @description A cancellation or a no-show takes the manager's reason (1 to 500 characters) and frees the booking's room and therapists; the other moves take none.
         */
        patch: operations["adminSetBookingStatus"];
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Messages-sent list, newest first, filterable by status.
         * @description Every message the booking changes wrote to the outbox, with its delivery. Without a mail server (DAYSPA_SMTP_URL unset) a pending message's note says 'not sent, no mail server configured'.
         */
        get: operations["adminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message with its rendered preview, exactly what the guest receives (as sent, or as it would be sent now). */
        get: operations["adminOutboxMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again a failed message; it is pending again, due now, with its attempts reset. */
        post: operations["adminResendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of customers, newest first, each with the number of all their bookings. */
        get: operations["adminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the spa holds about the customer's e-mail address, as a JSON file (the guest's right to take their data).
         * @description The customer, their bookings, contact messages, tax documents, marketing consents, newsletter subscription and the e-mails written to them; nothing of anyone else, however alike (a person is their address: a name or a phone alone identifies nobody). Audited as an export of the customer's id.
         */
        get: operations["adminExportCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{id}/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgets the customer for good (the guest's right to erasure); owners and managers.
         * @description First cancels the customer's future bookings, each guest told by the usual cancellation e-mail, then clears their name, address, phone, requests, messages, sent e-mails, manage links, newsletter subscription and marketing consents, in one transaction. Tax documents younger than five years keep the buyer until they come of age (the law makes the spa keep them). Audited as a delete of the customer's id, with the reason; the reason should not name the guest.
         */
        post: operations["adminForgetCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every contact message, newest first. */
        get: operations["adminContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks a message read (Mark as Read); takes no body. Marking a read message again is no error. */
        patch: operations["adminMarkMessageRead"];
        trace?: never;
    };
    "/api/admin/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many contact messages are unread, for the Messages tab. */
        get: operations["adminUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every service, active or not, in display order, each with its number of bookings (of any status). */
        get: operations["adminServices"];
        put?: never;
        /** Adds a service; /api/services shows it at once. Active unless isActive is false. */
        post: operations["adminCreateService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the fields of a service the body holds (a field left out or null is unchanged); /api/services shows the change at once.
         * @description Bookings already made keep their price and duration.
         */
        patch: operations["adminUpdateService"];
        trace?: never;
    };
    "/api/admin/therapists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team, active or not, by name. */
        get: operations["adminTherapists"];
        put?: never;
        /** Adds a therapist; active, at 40 % commission and with no working hours unless the body says otherwise. */
        post: operations["adminCreateTherapist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a therapist without bookings from today on; their past bookings forget them. */
        delete: operations["adminDeleteTherapist"];
        options?: never;
        head?: never;
        /** Changes the fields the body holds (a field left out or null is unchanged). The schedule must lie within the opening hours. */
        patch: operations["adminUpdateTherapist"];
        trace?: never;
    };
    "/api/admin/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery in its order, as the public list. */
        get: operations["adminGallery"];
        put?: never;
        /**
         * Uploads a picture to the end of the gallery.
         * @description A multipart form: `file` (JPEG, PNG or WebP, checked by its content, at most 15 MB and 40 megapixels),
         *     `alt` (required, at most 250 characters), `altAr` (the Arabic alt text: optional, at most 250
         *     characters) and `category` (Our Therapists, Treatment Rooms or Wellness Areas). The picture is turned upright from its EXIF orientation, stripped of its metadata and stored as
         *     WebP and JPEG variants 480, 960 and 1600 pixels wide (never wider than the picture). A refused upload
         *     stores nothing: `{"message":"Please check the highlighted fields.","errors":{"file":"Only JPEG, PNG or
         *     WebP pictures can be uploaded: this file is not one."}}`.
         */
        post: operations["adminCreateGalleryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a picture and its files (those no other picture uses); the pictures after it move up. */
        delete: operations["adminDeleteGalleryItem"];
        options?: never;
        head?: never;
        /** Changes a picture's alt text (English, or Arabic, which may be emptied) or category, or moves it to another position (from 1); the pictures between close up. */
        patch: operations["adminUpdateGalleryItem"];
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every therapist's public profile (the About page's card), by name. */
        get: operations["adminTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a therapist's public fields (speciality up to 120 characters, bio up to 600, their Arabic versions specialityAr and bioAr with the same limits and optional, photo alt text, shown on the site). */
        patch: operations["adminUpdateTeamProfile"];
        trace?: never;
    };
    "/api/admin/therapists/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a therapist's photo (multipart `file` and `photoAlt`, both required), processed as a gallery picture; it replaces the one before, whose files are removed. */
        post: operations["adminSetTeamPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A therapist's earnings for a month, per day with invoices under her name and in total.
         * @description The invoices whose therapist name is the therapist's name exactly, as typed (as the Income tab's
         *     therapist lines group them), on days of the month: per day the number of treatments (invoices),
         *     the commission, the therapist's tip share and earnings = commission + therapistTipShare, oldest
         *     day first; `totals` are the month's, the same figures as her line of `GET /api/admin/income/summary`
         *     for that month.
         */
        get: operations["adminTherapistEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A therapist's pay statement for a month, with the payouts recorded against it.
         * @description Each treatment of the month under her name exactly (the invoices of `GET /api/admin/therapists/{id}/earnings`),
         *     oldest first, with its price (cash + card), commission rate and commission, tips and her tip share;
         *     `totals` are the earnings page's for the month, the same as her line of `GET /api/admin/income/summary`;
         *     `totalDue` is her earnings, `paid` the sum of the month's `payouts` and `due` = totalDue − paid
         *     (below 0 only when an invoice was corrected after a payout).
         */
        get: operations["adminStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pay statement as an A4 PDF, in English or in Arabic (right to left); a download of the audit log. */
        get: operations["adminStatementPDF"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/therapists/{id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a payout against a month of the therapist's statement (Mark as paid).
         * @description The month must have begun; the date falls from the month's first day to today; the method is
         *     cash, card or bank_transfer; the amount is above 0 in AED with at most two decimals and at most
         *     what is still due (`payout.too_much` on amount, naming what is due): a month is never paid twice.
         *     Audit-logged as an update of the therapist.
         */
        post: operations["adminRecordPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in therapist's own earnings for a month, as `GET /api/admin/therapists/{id}/earnings` answers for her record.
         * @description The invoices whose therapist name is the therapist's name exactly, as typed (as the Income tab's
         *     therapist lines group them), on days of the month: per day the number of treatments (invoices),
         *     the commission, the therapist's tip share and earnings = commission + therapistTipShare, oldest
         *     day first; `totals` are the month's, the same figures as her line of `GET /api/admin/income/summary`
         *     for that month.
         */
        get: operations["myEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's own bookings, those of her account's therapist record, for a few days.
         * @description The bookings of every status she is one of the therapists of, by day and start: the service, room,
         *     the guest's first name and special requests, never the guest's full name, phone or e-mail, never
         *     another therapist's bookings. An account linked to no therapist gets an empty list.
         */
        get: operations["myCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in therapist's time off requests, newest first; none for an account linked to no therapist. */
        get: operations["myTimeOffRequests"];
        put?: never;
        /**
         * The signed-in therapist asks for days off; pending until a manager approves or declines it.
         * @description `from` and `to` are days (YYYY-MM-DD, both included): `from` not before today in the spa's calendar,
         *     `to` not before `from`, both inside the record window; `note` at most 200 characters on one line.
         */
        post: operations["myTimeOffRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time-off-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's time off requests of a status (every one when absent), the earliest days first. */
        get: operations["adminTimeOffRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time-off-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending request; its days join the therapist's time off, which the availability and the calendar honour. */
        post: operations["adminApproveTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time-off-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a pending request; the therapist's time off stays as it was. */
        post: operations["adminDeclineTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every post, drafts and scheduled ones included, newest first, each with its state now and its Arabic version (`ar`, null for none). */
        get: operations["adminPosts"];
        put?: never;
        /** Adds a post, a draft unless the body says published, with its Arabic version when `ar` gives one. */
        post: operations["adminCreatePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category a post carries (drafts and scheduled posts included), by English name, with its Arabic name (`""` while not translated) and its number of posts. */
        get: operations["adminBlogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blog-categories/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Gives the category its Arabic name, which every post of the category shows on the Arabic blog; empty clears it (the English name shows again). The English name stays the category's key. */
        patch: operations["adminSetBlogCategory"];
        trace?: never;
    };
    "/api/admin/posts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renders Markdown to HTML with the sanitizer the public pages use, for the editor's preview. */
        post: operations["adminPreviewPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a post, its Arabic version, the former slugs of both and the files of its cover no other picture uses. */
        delete: operations["adminDeletePost"];
        options?: never;
        head?: never;
        /** Changes the fields the body holds; a changed slug keeps the old one redirecting to the new. `ar` left out keeps the Arabic version, null removes it (its former slugs with it), an object sets the fields it holds (a changed Arabic slug keeps the old one redirecting too). */
        patch: operations["adminUpdatePost"];
        trace?: never;
    };
    "/api/admin/posts/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a post's cover picture (multipart `file` and `coverAlt`, both required), processed as a gallery picture (JPEG, PNG or WebP by content, at most 15 MB and 40 megapixels, upright, metadata removed, WebP and JPEG variants); it replaces the cover before (and a picture given as a path), whose files no other picture uses are removed. A refused upload stores nothing. */
        post: operations["adminSetPostCover"];
        /** Leaves a post without a picture (uploaded or given as a path); the cover's files no other picture uses are removed. */
        delete: operations["adminRemovePostCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rooms, active or not, by name. */
        get: operations["adminRooms"];
        put?: never;
        /** Adds a room, active unless the body says otherwise. */
        post: operations["adminCreateRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a room without bookings from today on; its past bookings forget it. */
        delete: operations["adminDeleteRoom"];
        options?: never;
        head?: never;
        /** Changes the fields the body holds. */
        patch: operations["adminUpdateRoom"];
        trace?: never;
    };
    "/api/admin/room-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room blocks (maintenance) that cover a moment of the days from..to, by start. */
        get: operations["adminRoomBlocks"];
        put?: never;
        /**
         * Takes a room out of use from start to end; the booking rule never gives it to a booking then.
         * @description A block lasts at most 31 days. It is refused over another block of the same room, and over bookings
         *     that hold the room then (pending, confirmed or completed, preparation time included): they are never
         *     moved silently, the manager moves or cancels them first.
         */
        post: operations["adminCreateRoomBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/room-blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a room block; the room is free again then. */
        delete: operations["adminDeleteRoomBlock"];
        options?: never;
        head?: never;
        /**
         * Replaces a room block's room, start, end and note (the whole block, as POST takes it).
         * @description The same checks as a new block; the block is never in its own way. The times it no longer covers are
         *     free at once.
         */
        patch: operations["adminUpdateRoomBlock"];
        trace?: never;
    };
    "/api/admin/deposit-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The default deposit and cancellation policy and the services' own (owner and manager). */
        get: operations["adminDepositPolicies"];
        /** Sets a service's deposit and cancellation policy, or with serviceId 0 the default; audited. */
        put: operations["adminSetDepositPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deposit-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes service {id}'s own deposit and cancellation policy, so that the default applies to it again; bookings already made keep the terms they were made under. Audited. */
        delete: operations["adminDeleteDepositPolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many months each kind of personal record is kept (the defaults until set). */
        get: operations["adminRetention"];
        /** Replaces the retention settings; every field is given. The daily retention job applies them from its next run. */
        put: operations["adminSetRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/opening-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The weekly opening hours (09:00 to 22:00 every day until set). */
        get: operations["adminOpeningHours"];
        /** Replaces the weekly opening hours; every weekday is given, null when closed. Bookings already made are never moved or deleted. */
        put: operations["adminSetOpeningHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/opening-hours/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves nothing; answers the upcoming pending and confirmed bookings (up to a year ahead) that these weekly hours would leave outside (a closed day, a start before opening, an end after closing). Special days keep their own hours. */
        post: operations["adminCheckOpeningHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/special-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The special days (closures and changed hours), by start date. */
        get: operations["adminSpecialDays"];
        put?: never;
        /** Adds a special day; its dates may not overlap another's. */
        post: operations["adminCreateSpecialDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/special-days/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves nothing; answers the pending and confirmed bookings from today within the special day's dates that its closing or hours would leave outside. */
        post: operations["adminCheckSpecialDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/special-days/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a special day; the weekly hours apply again. */
        delete: operations["adminDeleteSpecialDay"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every newsletter subscriber, newest first. */
        get: operations["adminSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter-subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscribers as a CSV download, newest first.
         * @description Columns `email` and `subscribedAt (Asia/Dubai)` (`YYYY-MM-DD HH:MM:SS` in the spa's time zone). A
         *     cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
         *     return) is prefixed with an apostrophe.
         */
        get: operations["adminSubscribersCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the audit log, newest first.
         * @description Every admin write, sign-in, failed sign-in, sign-out, export and download is one event, written
         *     in the transaction of the change; the database refuses to change or delete one. Each filter is
         *     optional; `from` and `to` are days in the spa's time zone, both included.
         */
        get: operations["adminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit events that match the filter as a CSV download, newest first, at most 10000.
         * @description Columns `at (Asia/Dubai)` (`YYYY-MM-DD HH:MM:SS` in the spa's time zone), `actor`, `role`,
         *     `address`, `requestId`, `entity`, `entityId`, `action`, `before` and `after` (JSON). A cell a
         *     spreadsheet would read as a formula is prefixed with an apostrophe. The export is itself an event.
         */
        get: operations["adminAuditCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of invoices, newest first (by day, then the last created first).
         * @description The filters are optional and combine: `from` and `to` are days of the spa's calendar
         *     (its time zone), both included (`to` to the end of its day); `source` matches exactly;
         *     `therapist` is a case-insensitive part of the name; `minTotal` and `maxTotal` bound
         *     `totalAmount`, both included.
         */
        get: operations["adminIncome"];
        put?: never;
        /**
         * Adds an invoice (the Add New Invoice form).
         * @description The server gives it the next invoice number (sequential from 1526) and derives
         *     `tipsAmount` (tipsCashAmount + tipsCardAmount), `visaMarkup` (visaAmount × 1.4, to the fils,
         *     half away from zero), `totalAmount` (cashAmount + visaAmount + spaTipShare + expensesAmount)
         *     and the summary line at the head of `notes`; the client's `invoiceNumber`, `tipsAmount`,
         *     `visaMarkup` and `totalAmount` are ignored. Amounts left out, null or blank are 0;
         *     `commissionPercentage` defaults to 40. In the same transaction it issues the sale's tax invoice
         *     (one line of the service at cash + card, paid by that cash and card, with the tips), which
         *     `taxDocumentId` names; a sale above AED 10,000 needs a full invoice's buyer, which the form does
         *     not name (400 `buyer.name`), and nothing is stored.
         */
        post: operations["adminCreateIncome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sums of the totals, cash and card of the invoices the filters select (all by default). */
        get: operations["adminIncomeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The totals, a card per day (newest first) and a line per therapist of the invoices the filters select.
         * @description Totals and therapist lines cover the whole period; `days` holds the cards of its newest `days`
         *     days with invoices (1 to 731, default 31) and `dayCount` says how many days have invoices.
         */
        get: operations["adminIncomeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every figure of the Income area's charts for a period, in one call.
         * @description Takings (cash, card, total) per day, week (starting on Monday) or month, each bucket of the period
         *     present even when empty (the first week or month may start before `from`; only the period's days count
         *     in it); takings by therapist, service, category and source (largest first); the period's bookings
         *     (by their day) by outcome and by lead time, the days from the day a booking was made, on the spa's
         *     clock, to its day. `totals` equals the Income summary's cash, card and total for the same period.
         *     A by=day period is at most 366 days, a week or month one at most 1099 (three years): a longer one is
         *     refused (400 naming `to`), not cut. An open end is filled in by the server and the answer's `from`, `to`
         *     and `by` say what the figures cover.
         */
        get: operations["adminIncomeCharts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes an invoice.
         * @description The record leaves the Income tab's lists, stats, summaries and reports. A record with a tax invoice
         *     needs a reason (400 `reason`, `credit.reason`, without one): in the same transaction a credit note
         *     credits all that is left of its invoice; the documents stay. A record without one needs no body.
         */
        delete: operations["adminDeleteIncome"];
        options?: never;
        head?: never;
        /**
         * Changes the fields of an invoice the body holds (the edit dialog's changed fields); the derived amounts follow.
         * @description For a record with a tax invoice, an edit of what the invoice says (the service, the cash and card,
         *     the tips in cash and by card, the guest's or the therapist's name) needs `reason` (400 `reason`,
         *     `credit.reason`, without one) and, in one transaction, credits what is left of the invoice and
         *     issues a corrected invoice with the next number, which the record then names (`taxDocumentId`).
         *     An edit of anything else (day, notes, source, category, commission, tip shares, expenses) changes
         *     the record only.
         */
        patch: operations["adminUpdateIncome"];
        trace?: never;
    };
    "/api/admin/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the spa's recorded expenses, newest first (by day, then the last created first).
         * @description The filters are optional and combine: `from` and `to` are days of the spa's calendar, both
         *     included; `category` matches a category exactly, in any case; `search` is a case-insensitive part
         *     of the supplier or the note.
         */
        get: operations["adminExpenses"];
        put?: never;
        /** Records an expense of the spa. */
        post: operations["adminCreateExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an expense. */
        delete: operations["adminDeleteExpense"];
        options?: never;
        head?: never;
        /** Changes the fields of an expense the body holds. */
        patch: operations["adminUpdateExpense"];
        trace?: never;
    };
    "/api/admin/expenses/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The expense's receipt file, shown in the browser (`inline`) or, with `download=1`, saved (`attachment`), under its cleaned name. A private document: never cached, never sniffed. */
        get: operations["adminExpenseReceipt"];
        /** Attaches the supplier's invoice (multipart `file`): a PDF (at most 50 MB) or a JPEG, PNG or WebP photo (at most 15 MB), its kind read from its content, not its name or type. It replaces the receipt before, whose file is removed. A refused file is a 400 on `file` and changes nothing. */
        put: operations["adminSetExpenseReceipt"];
        post?: never;
        /** Leaves the expense without a receipt; its file is removed. */
        delete: operations["adminRemoveExpenseReceipt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the gift cards, packages and memberships, newest first.
         * @description `search` is a code (any case, with or without dashes, I and L read as 1 and O as 0), or part of
         *     the holder's or recipient's name or e-mail, or of a code; `kind` keeps one kind.
         */
        get: operations["adminEntitlements"];
        put?: never;
        /**
         * Records a gift card, package or membership sold at the desk, with the sale entry that opens its ledger.
         * @description A gift card takes `value` (its price is its value: a face-value voucher); a package or a
         *     membership takes `price`, `sessions` (1 to 100) and either `serviceId` or `category`.
         *     `expiresOn` is a year from today when left out, at most 3 years ahead. The code is new and random.
         */
        post: operations["adminIssueEntitlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The liability (still owed to holders at the end of `to`) and the breakage (expired unused from `from` to `to`). */
        get: operations["adminEntitlementSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One gift card, package or membership with its ledger, oldest entry first. */
        get: operations["adminEntitlement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/{id}/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corrects the balance by an adjustment entry with its reason (audit-logged).
         * @description A gift card takes a signed `amount` ("-50.00"), a package or a membership signed `sessions`; the
         *     balance may not go below zero (`entitlement.below_zero`, 409), nor an expired one change
         *     (`entitlement.expired`, 409).
         */
        post: operations["adminAdjustEntitlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sells a membership another month at the desk (audit-logged).
         * @description The month's credits (the membership's sessions) are added to what is left and its last valid day
         *     moves one month on (the 29th to the 31st run to a shorter month's last day); the ledger gets a sale
         *     entry naming the month's tax invoice, issued at once for the holder at the membership's price, paid
         *     as `paidBy` says. Only an active membership is renewed (`entitlement.renew_kind`,
         *     `entitlement.renew_expired`, 409).
         */
        post: operations["adminRenewEntitlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/entitlements/{id}/stop-renewal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stops a membership's monthly charge of its saved card (audit-logged).
         * @description A membership bought online renews itself: on its last valid day the payments job charges the
         *     month's price to the card its first month was paid with, sells the month with its tax invoice and
         *     e-mails the member (a declined card ends the renewal and says so). This stops it, for the reason
         *     given (the member asked, most often): `renews` becomes false and `renewalEnded` names who stopped
         *     it and why. The membership stays valid to its last day. A membership that does not renew is
         *     refused (`renewal.none`, 409); a missing or long reason is 400 (`renewal.reason`).
         */
        post: operations["adminStopRenewal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The packages and memberships the spa has written to sell online, newest first. */
        get: operations["adminOffers"];
        put?: never;
        /**
         * Writes a package or a membership that may be sold online (audit-logged).
         * @description Guests see it on the Packages page only while `online` is true and its service is active. Every
         *     field's refusal comes at once (`offer.*` and the entitlement's codes for sessions, service and
         *     category); nothing is written.
         */
        post: operations["adminAddOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes an offer, or takes it off the Packages page with `online` false (audit-logged).
         * @description What was already bought keeps what it was sold with: a change applies to later purchases only.
         */
        put: operations["adminUpdateOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax/vat-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAT return's figures for a period, each with the documents it is the sum of.
         * @description A helper for the owner's VAT return, not a filing. Of the tax invoices and credit notes issued at
         *     the standard rate (5 %) on the period's days in Dubai, and of the expenses dated in it with VAT:
         *     `supplies` and `outputVat` are the sums of `invoices`' `net` and `vat`; `creditedNet` and
         *     `creditedVat` those of `creditNotes` (subtracted); `netSupplies` = supplies − creditedNet,
         *     `netOutputVat` = outputVat − creditedVat; `expensesAmount` and `inputVat` are the sums of
         *     `expenses`' `amount` and `vat`; `netVat` = netOutputVat − inputVat (negative: VAT to reclaim).
         *     Every amount is exact to the fils. Owner and manager only.
         */
        get: operations["adminVATSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax/vat-summary.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAT summary of `GET /api/admin/tax/vat-summary` as a CSV download.
         * @description Columns `section`, `reference`, `date`, `detail`, `net`, `vat` and `total`. A `period` row, then
         *     one `figure` row per figure (its key in `reference`, its amount in `total`), then one row per
         *     document: `invoice` and `credit_note` (number, issue day, net, VAT, total), `expense` (id, day,
         *     category and supplier, amount without VAT, VAT, amount paid). A cell a spreadsheet would read as
         *     a formula is prefixed with an apostrophe.
         */
        get: operations["adminVATSummaryCSV"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax/faf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The FTA Audit File (FAF, version FAFv1.0.0) of a period, as a CSV download.
         * @description Made of the documents and expenses of `GET /api/admin/tax/vat-summary` for the same period, so
         *     that its totals are the summary's figures to the fils. The file is a run of tables, each a title
         *     row, a row of column names, its records and (but for the company's) a row naming its totals and
         *     the totals row: `Company Information Table` (the spa's legal names in English and Arabic, TRN,
         *     period, creation day in Dubai, product version, `FAFv1.0.0`), `Customer Master Table` (buyers
         *     with a TRN), `Supplier Master Table`, `Purchase Listing Table` (one record per expense with VAT;
         *     `PurchaseTotalAED` = expensesAmount − inputVat, `VATTotalAED` = inputVat), `Supply Listing Table`
         *     (one record per line of a tax invoice or credit note, credit notes negative; `SupplyTotalAED` =
         *     netSupplies, `VATTotalAED` = netOutputVat) and `General Ledger Table` (the spa keeps no ledger:
         *     columns and zero totals). A table with nothing in it is written with its columns and zero totals.
         *     Dates are YYYY-MM-DD, amounts AED with two decimals; text a spreadsheet would read as a formula is
         *     prefixed with an apostrophe. Owner and manager only.
         */
        get: operations["adminFAF"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/generate-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The income report of a period, as a file to download.
         * @description The period, its totals (income, cash, card, card with markup, commission, tips, tips VAT,
         *     spa tip share, expenses, cash on hand), a line per day (newest first) and a line per
         *     therapist (commission, tips, tip share, earnings). `format` is `html` (the default: one
         *     self-contained, printable page), `pdf` (A4 landscape, fonts embedded) or `csv` (UTF-8 with
         *     a byte order mark, CRLF, amounts as plain numbers, formulas defused). The file is named
         *     `income-report-<startDate>-to-<endDate>.<format>`, `all` standing for a blank date.
         */
        post: operations["adminGenerateReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pdf-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every uploaded PDF report, newest first. */
        get: operations["adminPDFUploads"];
        put?: never;
        /**
         * Records a finished upload as a report.
         * @description `uploadURL` is the URL the file was PUT to; it must hold a finished upload not recorded yet
         *     (400 on `uploadURL` otherwise). `fileSize` is accepted and ignored: the size stored is the
         *     one received. `originalName` defaults to `fileName`.
         */
        post: operations["adminCreatePDFUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pdf-uploads/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report's PDF, as an attachment under its original name. */
        get: operations["adminDownloadPDFUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pdf-uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a report, its file and its record. */
        delete: operations["adminDeletePDFUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/objects/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed, single-use upload URL of this server for one PDF report, valid 15 minutes.
         * @description Admin only. The request body, if any, is not read. PUT the file to `uploadURL` (same origin,
         *     no session needed: the URL carries its authorisation), then record it with
         *     `POST /api/admin/pdf-uploads`.
         */
        post: operations["createUploadURL"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/objects/upload/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Receives the PDF of an upload URL.
         * @description The body is the file itself. It must be a PDF (its first bytes are `%PDF-`, whatever its
         *     name or Content-Type) of at most 52,428,800 bytes. A refused or failed upload leaves no
         *     file and no record, and the URL may be tried again until it expires; a finished one cannot
         *     be sent again.
         */
        put: operations["putUpload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every service, active or not (the site shows inactive ones as Unavailable), in display order. */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every live blog post (published, its publish time reached), newest first, with its Markdown content.
         * @description Drafts and scheduled posts are left out; a scheduled post appears by itself at its publish time
         *     (the server's copy of this list, one per language, is kept at most a second, and never past the
         *     next scheduled post's time). With `limit`, only the newest that many (the home page's preview asks
         *     for 3). With `lang=ar`, the live posts that have an Arabic version, each in Arabic (its title,
         *     slug, excerpt, content, SEO title and description; the rest is the post's), `language` "ar" and
         *     `translationSlug` its English slug; without `lang` (or `lang=en`) every live post in English,
         *     `translationSlug` its Arabic slug or null. Any other `lang` is 400 (`lang`: "Language must be en or ar.").
         *     With `summary=true`, each post's `content` is empty (`""`): the list without the posts' Markdown, which is
         *     most of its weight and which no card shows. `/blog`'s and `/ar/blog`'s first HTML carry this answer; their
         *     search asks for the whole list in the page's language (no `summary`) when the visitor starts searching,
         *     since it reads the posts' text too. The three parameters go together: the Arabic home page's preview is
         *     `?limit=3&lang=ar&summary=true`.
         */
        get: operations["listPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post, with its Markdown rendered to sanitized HTML on the server.
         * @description With `lang=ar`, the slug is an Arabic version's (percent-encoded UTF-8, as `/ar/blog/{slug}`) and
         *     the answer is that version; a post without one is not found in Arabic.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The start times of a day for a service and a therapist preference, each available or with the reason it is not. */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For each day of a month, whether any start time is free for the service and preference (the date picker greys out the others). */
        get: operations["getMonthAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/therapists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active therapists qualified for a service, the names a visitor may choose as their preference. */
        get: operations["listPublicTherapists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gallery's pictures in the manager's order, each with its variants (WebP and JPEG, narrowest first) and sizes. */
        get: operations["listGallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The About page's team cards, the active therapists the manager shows, by name. */
        get: operations["listTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guests' reviews the manager shows, in her order (the home page's testimonials). */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's questions and answers, in the manager's order. */
        get: operations["listFAQ"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, shown or hidden, in the manager's order. */
        get: operations["adminReviews"];
        put?: never;
        /** Adds a review at the end of the list (shown unless `shown` is false). */
        post: operations["adminCreateReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a review; the ones after it move up. */
        delete: operations["adminDeleteReview"];
        options?: never;
        head?: never;
        /** Changes a review's fields present, shows or hides it, or moves it to another position (from 1); the reviews between close up. */
        patch: operations["adminUpdateReview"];
        trace?: never;
    };
    "/api/admin/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FAQ in its order, as the public list. */
        get: operations["adminFAQ"];
        put?: never;
        /** Adds a question at the end of the FAQ. */
        post: operations["adminCreateFAQEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faq/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a question; the ones after it move up. */
        delete: operations["adminDeleteFAQEntry"];
        options?: never;
        head?: never;
        /** Changes a question or its answer, or moves it to another position (from 1); the entries between close up. */
        patch: operations["adminUpdateFAQEntry"];
        trace?: never;
    };
    "/pictures/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture file, named by its content's hash; cached for a year as immutable. */
        get: operations["picture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor's booking request, stored as pending at the service's price.
         * @description `language` (`en` by default, or `ar`) is the page's language, kept with the booking: the guest's e-mails are written in it and an Arabic booking's manage link is under /ar. Another value is 400 with `errors.language`, and nothing is stored. With online payments set up (DAYSPA_STRIPE_SECRET_KEY) and a service whose deposit policy asks for a deposit, the booking is stored `awaiting_payment` instead, holding its place for DAYSPA_PAYMENT_HOLD, and the answer carries `paymentUrl`, Stripe's hosted page to pay the deposit on, and `holdExpiresAt`, when its place is released unless paid; the "received" e-mail is sent once the payment arrives. Without payments set up the answer never carries `paymentUrl`.
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's notices of payments, authorised by their Stripe-Signature.
         * @description The body is verified with DAYSPA_STRIPE_WEBHOOK_SECRET (stripe-go's webhook.ConstructEvent, five minutes' tolerance). A paid `checkout.session.completed` is kept once per event id and handled by the background job: the booking awaiting that deposit becomes pending and the deposit is recorded, or, paid after its hold, is refunded. Other events are answered 200 and left. 404 without payments set up.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A visitor's message, stored unread. */
        post: operations["createContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an address to the wellness newsletter; the answer is the same whether it was new or not. */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for the one-time link to what the spa holds about an address.
         * @description Always 202 with the same body once the request is valid, whether or not the spa knows the address, and answered before the address is looked up, so neither the answer nor its time tells. When the spa holds something about the address, a link valid for 24 hours ({site}/your-data/{token}, or {site}/ar/your-data/{token}) is e-mailed to it in `language`; a newer request replaces an older link. Rate limited with the other public forms.
         */
        post: operations["requestPrivacyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the spa holds about the address of an e-mailed privacy link, for 24 hours after it was asked for.
         * @description The token is the link's secret (the server keeps only its hash). Rate-limited like the public writes; never cached or indexed.
         */
        get: operations["getPrivacyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/{token}/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgets the person of a privacy link, once; the link then opens nothing.
         * @description The person's future bookings are cancelled (each guest told by the usual cancellation e-mail), then they are anonymised everywhere but in the tax documents younger than five years, which keep the buyer until then. The audit log records the erasure without the address.
         */
        post: operations["forgetByPrivacyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a visitor's answer to the consent notice (analytics and advertising apart).
         * @description Kept with the version of the notice's words, the time, the page's language and a random visitor id, never the visitor's address. The id is made on the first answer and kept in a first-party cookie (`dayspa_visitor`, HttpOnly, SameSite=Lax, a year); a later answer from the same browser is added under it, so the history of choices stays. Rate-limited like the other public writes.
         */
        post: operations["recordConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The guest's booking of a manage link, until the appointment's end (for as long as it has documents once checked out); nothing of any other booking.
         * @description The token is the link's secret (at least 128 random bits; the server keeps only its hash). Rate-limited like the public writes; never cached or indexed.
         */
        get: operations["getManagedBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-cards/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What may be bought online as a gift card (a value, or a treatment at its price) and the form's limits.
         * @description `available` is false while the spa takes no online payments (no Stripe settings): the page then says so and offers no form. The services are the active ones, at today's price.
         */
        get: operations["getGiftCardOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the purchase of a gift card online; answers the hosted payment page to send the buyer to.
         * @description Either `amount` (a value from the options' minimum to maximum, in whole dirhams) or `serviceId` (an active treatment, whose price today is the value). Once the payment is received the card is issued (valid for `expiryMonths` from the delivery date) and, on the delivery date from 09:00 in Dubai, the recipient gets an e-mail in the buyer's language with the card and a printable PDF; the buyer gets a copy. Nothing is issued for a page left unpaid. Rate-limited like the public writes. A payment page the provider could not open is a 500 with `payment.checkout`.
         */
        post: operations["buyGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The packages and memberships on sale online, and whether they can be paid for now.
         * @description Only the offers the spa marked `online` whose service is active (or that cover a category). `available` is false while the spa takes no online payments: the page then lists them without a Buy button.
         */
        get: operations["getOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the purchase of a package or membership online; answers the hosted payment page.
         * @description Once the payment is received the package or membership is issued to the buyer (for a membership, its first month; each further month is renewed at the desk), its tax invoice is issued (a package or membership is a supply when sold), and the buyer gets an e-mail in the page's language with the code, what it covers, its last day and the invoice as a PDF. Nothing is issued for a page left unpaid. Rate-limited like the public writes. A payment page the provider could not open is a 500 with `payment.checkout`.
         */
        post: operations["buyOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entitlements/{code}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a gift card, package or membership still holds, its kind and expiry; nothing of its holder.
         * @description The code is typed as printed (XXXX-XXXX-XXXX-XXXX-C) or in any case, with or without dashes.
         *     Rate-limited like the public writes, since guessing is the only way to find a code; never cached.
         */
        get: operations["getEntitlementBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest cancels the booking, until the cut-off (DAYSPA_CHANGE_CUTOFF, 12 hours by default) before its start. */
        post: operations["cancelManagedBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The guest moves the booking to another free time, with the booking page's availability rule, atomically.
         * @description The old time is released only when the new one is taken. Until the cut-off before the current start.
         */
        post: operations["rescheduleManagedBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF of a tax invoice or credit note issued for the link's booking.
         * @description Only the documents the link's answer lists; any other id is 404, as an unknown one. Never cached or indexed.
         */
        get: operations["managedInvoicePDF"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the spa holds about the guest of the link's booking, as a JSON file (their right to take their data).
         * @description The same file as the dashboard's export of the customer. Audited, the guest as the actor, by the customer's id. Never cached or indexed.
         */
        get: operations["managedPersonData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The guest of the link's booking asks to be forgotten, as the dashboard forgets a customer.
         * @description Their future bookings are cancelled (the cancellation e-mail is sent), then everything of theirs is cleared but the tax documents younger than five years; the link stops working. Audited, the guest as the actor, by the customer's id.
         */
        post: operations["forgetManagedPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every public route in every language and every blog post (each Arabic version too, at `/ar/blog/{slug}`), as absolute URLs on DAYSPA_BASE_URL.
         * @description A page that exists in more than one language carries its versions (xhtml:link rel="alternate" with hreflang en, ar and x-default) on each of its entries, a post in both languages on its English and its Arabic entry; the xhtml namespace is declared only when the site has more than one language.
         */
        get: operations["sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blog's Atom feed (RFC 4287), the newest 20 posts newest first, on DAYSPA_BASE_URL.
         * @description Each entry carries the post's title, link, publication time, excerpt as the summary, category and
         *     tags as categories, and the article as the same sanitized HTML `/api/blog/{slug}` gives
         *     (`contentHtml`). Every page's head links it (`rel="alternate"`).
         */
        get: operations["blogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ar/blog/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Arabic blog's Atom feed, the newest 20 posts that have an Arabic version, in Arabic (`xml:lang="ar"`).
         * @description As `/blog/feed.xml`, with each post's Arabic version: its title, its link `/ar/blog/{slug}`, its
         *     excerpt and its article as the same sanitized HTML `/api/blog/{slug}?lang=ar` gives. The Arabic
         *     articles' pages link it.
         */
        get: operations["arabicBlogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Crawlers may go everywhere but /admin and /api; names the sitemap. */
        get: operations["robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        AuditAction: "create" | "update" | "delete" | "status" | "sign-in" | "sign-in-failed" | "sign-out" | "export" | "download";
        AuditEvent: {
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            at: string;
            /** @description Who acted; empty for a failed sign-in. */
            actor: {
                /** Format: int64 */
                userId: number;
                name: string;
                role: string;
            };
            /** @description The client's address. */
            address: string;
            /** @description The request's X-Request-Id. */
            requestId: string;
            /** @description The kind of record: the admin path's first segment, or sessions. */
            entity: string;
            /** @description The record's id, when the request names one. */
            entityId: string;
            action: components["schemas"]["AuditAction"];
            /** @description The record's fields before the change, when known. */
            before?: unknown;
            /** @description The record's fields after the change, when known. */
            after?: unknown;
        };
        /**
         * @description AED with two decimals.
         * @example 350.00
         */
        Money: string;
        /**
         * @description A date of the spa's calendar.
         * @example 2026-12-01
         */
        Date: string;
        /** @description An error answer. `message` is in English for people; clients translate by `code` (and `params`), which stay when the English words change. A refused form also names each offending field: its message in `errors`, its code in `fields`. */
        Error: {
            message: string;
            /** @description The message's stable code, such as booking.after_closing; internal for an internal error. */
            code: string;
            /** @description The values the message names, such as {"close":"22:00"}; absent when none. */
            params?: {
                [key: string]: string;
            };
            /** @description The message of each offending field. */
            errors?: {
                [key: string]: string;
            };
            /** @description The code (and values) of each offending field's message. */
            fields?: {
                [key: string]: components["schemas"]["FieldCode"];
            };
        };
        FieldCode: {
            code: string;
            params?: {
                [key: string]: string;
            };
        };
        Message: {
            message: string;
        };
        Created: {
            /** Format: int64 */
            id: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            message?: string;
            /** @description The readiness checks (/readyz only), each "ok" or "unavailable"; files only when a file store is configured. */
            checks?: {
                database?: components["schemas"]["CheckResult"];
                migrations?: components["schemas"]["CheckResult"];
                files?: components["schemas"]["CheckResult"];
            };
        };
        /** @enum {string} */
        CheckResult: "ok" | "unavailable";
        Service: {
            /** Format: int64 */
            id: number;
            name: string;
            /** @description the Arabic name; empty when not translated (an Arabic page shows the English name) */
            nameAr: string;
            description: string;
            /** @description the Arabic description; empty when not translated */
            descriptionAr: string;
            /** @enum {string} */
            category: "Massage Therapy" | "Facial Treatments" | "Body Treatments" | "Couples Packages";
            /** @description minutes */
            duration: number;
            price: components["schemas"]["Money"];
            isActive: boolean;
            /** @description minutes after each treatment during which its room and therapists are not free (cleaning) */
            preparationTime?: number;
            /** @description in the public list, with online payments set up: the policy a booking of it comes under */
            depositPolicy?: components["schemas"]["DepositPolicy"];
        };
        /** @description A live post as visitors get it, in one language (its English words, or its Arabic version's). */
        Post: {
            /** Format: int64 */
            id: number;
            /** @description the English slug, or the Arabic version's */
            slug: string;
            title: string;
            excerpt: string;
            /** @description Markdown */
            content: string;
            category: string;
            /** @description the category's Arabic name (GET /api/admin/blog-categories), "" while not translated */
            categoryAr: string;
            tags: string[];
            /** @description a site path or an absolute URL; empty for the default image. With a cover, the cover's widest JPEG */
            featuredImage: string;
            /** @description the uploaded cover (POST /api/admin/posts/{id}/cover); null for none */
            cover?: components["schemas"]["Picture"] | null;
            /** @description the cover's text alternative; not empty when there is a cover */
            coverAlt?: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description when the post went live (to the minute)
             */
            publishAt: string;
            /**
             * Format: date-time
             * @description its last edit
             */
            updatedAt: string;
            /** @description empty when the post names no author */
            author: string;
            /** @description the page title search engines show; empty: the title */
            seoTitle: string;
            /** @description the page description; empty: the excerpt */
            seoDescription: string;
            language: components["schemas"]["Language"];
            /** @description the slug of the post's version in the other language; null when it has none */
            translationSlug: string | null;
        };
        /** @description A category of the blog's posts, named by the English line the posts carry (the filters' key). */
        BlogCategory: {
            name: string;
            /** @description its Arabic name, which the Arabic blog shows; "" while not translated */
            nameAr: string;
            /** @description the posts that carry it, drafts and scheduled ones included */
            posts: number;
        };
        /**
         * @description A category's Arabic name: one line, at most 50 characters (`Arabic name must be at most 50
         *     characters.`), its runs of spaces made one; empty clears it. Hidden characters get `Please remove
         *     the hidden characters (control, zero-width or text-direction characters).`; a body without
         *     nameAr `Please give the Arabic name (empty to clear it).`
         */
        BlogCategoryInput: {
            nameAr: string;
        };
        /** @description A post's Arabic version; the rest (category, tags, cover, author, status, publish time) is the post's. */
        PostVersion: {
            title: string;
            /** @description Arabic letters (U+0621–U+063A, U+0641–U+064A), lower-case Latin letters and digits joined by hyphens; at /ar/blog/{slug} percent-encoded */
            slug: string;
            excerpt: string;
            /** @description Markdown */
            content: string;
            seoTitle: string;
            seoDescription: string;
        };
        /**
         * @description The Arabic version's form: on an edit a field left out (or null) stays. A version needs a title
         *     and an article ("The Arabic version needs a title.", "The Arabic version needs its article."); one
         *     with every field empty is removed, as null removes it. An empty slug is made from the title
         *     (dayspa.SlugifyArabic: harakat and tatweel dropped, Arabic-Indic digits written 0-9, every other
         *     run of characters one hyphen). Field messages under ar.title (3–200 characters), ar.slug (its
         *     shape, or "Another post's Arabic version already uses this slug."), ar.excerpt (≤ 500),
         *     ar.content (≤ 30000), ar.seoTitle (≤ 70), ar.seoDescription (≤ 160).
         */
        PostVersionInput: {
            title?: string;
            slug?: string;
            excerpt?: string;
            /** @description Markdown */
            content?: string;
            seoTitle?: string;
            seoDescription?: string;
        };
        /** @description A post as the dashboard sees it, with its state at the moment of the answer. */
        AdminPost: {
            /** Format: int64 */
            id: number;
            slug: string;
            title: string;
            excerpt: string;
            /** @description Markdown */
            content: string;
            category: string;
            /** @description the category's Arabic name (GET /api/admin/blog-categories), "" while not translated */
            categoryAr: string;
            tags: string[];
            /** @description a cover given as a path (the demo posts'); empty with an uploaded cover */
            featuredImage: string;
            /** @description the uploaded cover (POST /api/admin/posts/{id}/cover); null for none */
            cover: components["schemas"]["Picture"] | null;
            /** @description the cover's text alternative; not empty when there is a cover */
            coverAlt: string;
            /** @enum {string} */
            status: "draft" | "published";
            /**
             * Format: date-time
             * @description when a published post goes live, to the minute; null on a draft never given one
             */
            publishAt: string | null;
            seoTitle: string;
            seoDescription: string;
            author: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description the Arabic version; null for none */
            ar: components["schemas"]["PostVersion"] | null;
            /**
             * @description draft; scheduled (published, its publishAt still ahead); or published (live now)
             * @enum {string}
             */
            state: "draft" | "scheduled" | "published";
        };
        /**
         * @description The post form; on an edit a field left out (or null) stays. An empty slug is made from the title
         *     (lower-case ASCII letters and digits joined by hyphens). A post published without a publishAt is
         *     published at once; a publishAt ahead schedules it. Field messages: title 3–200 characters, slug
         *     taken ("Another post already uses this slug."), excerpt ≤ 500, content ≤ 30000, category ≤ 50,
         *     at most 10 tags of ≤ 30, SEO title ≤ 70, SEO description ≤ 160, author ≤ 100. `ar` is the Arabic
         *     version: left out it stays, null removes it, an object sets the fields it holds (PostVersionInput).
         */
        PostInput: {
            title?: string;
            slug?: string;
            excerpt?: string;
            /** @description Markdown */
            content?: string;
            category?: string;
            tags?: string[];
            /** @description a picture of the site, uploaded (`/pictures/<hash>.webp|jpg`) or shipped (`/media/….webp`), or an https:// URL; anything else is 400 under `errors.featuredImage` ('The cover picture must be a picture uploaded to this site or an https address.') */
            featuredImage?: string;
            /** @description the cover's text alternative, at most 250 characters; required (coverAlt) while the post has a cover */
            coverAlt?: string;
            /** @enum {string} */
            status?: "draft" | "published";
            /** Format: date-time */
            publishAt?: string | null;
            seoTitle?: string;
            seoDescription?: string;
            author?: string;
            ar?: components["schemas"]["PostVersionInput"] | null;
        };
        PostDetail: {
            /** Format: int64 */
            id: number;
            /** @description the English slug, or the Arabic version's */
            slug: string;
            title: string;
            excerpt: string;
            /** @description Markdown */
            content: string;
            category: string;
            /** @description the category's Arabic name (GET /api/admin/blog-categories), "" while not translated */
            categoryAr: string;
            tags: string[];
            /** @description as in Post */
            featuredImage: string;
            /** @description the uploaded cover (POST /api/admin/posts/{id}/cover); null for none */
            cover?: components["schemas"]["Picture"] | null;
            /** @description the cover's text alternative; not empty when there is a cover */
            coverAlt?: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description when the post went live (to the minute)
             */
            publishAt: string;
            /**
             * Format: date-time
             * @description its last edit
             */
            updatedAt: string;
            /** @description empty when the post names no author */
            author: string;
            /** @description the page title search engines show; empty: the title */
            seoTitle: string;
            /** @description the page description; empty: the excerpt */
            seoDescription: string;
            language: components["schemas"]["Language"];
            /** @description the slug of the post's version in the other language; null when it has none */
            translationSlug: string | null;
            /** @description content rendered by goldmark and sanitized (bluemonday UGC policy) */
            contentHtml: string;
        };
        Slot: {
            time: string;
            available: boolean;
            /**
             * @description full: every qualified therapist of the preference, or every suitable room, is taken
             *     (preparation time included); closed: the spa is closed then (a closed day lists the
             *     default day's times, all closed); no_therapist: no qualified therapist of the preference
             *     works that time.
             * @enum {string}
             */
            reason?: "full" | "past" | "after_closing" | "too_far_ahead" | "closed" | "no_therapist";
        };
        Availability: {
            date: components["schemas"]["Date"];
            /** Format: int64 */
            serviceId: number;
            preference?: components["schemas"]["PreferenceValue"];
            /** @description The start times of the day's grid (hourly by default, 09:00 to 21:00 with the default hours). */
            slots: components["schemas"]["Slot"][];
        };
        /** @description HH:MM, minutes of the spa's calendar day; 24:00 is midnight at its end */
        Clock: string;
        Interval: {
            start: components["schemas"]["Clock"];
            end: components["schemas"]["Clock"];
        };
        /** @description Working intervals per weekday, sorted and apart; an empty list is a day off. */
        WeekSchedule: {
            mon?: components["schemas"]["Interval"][];
            tue?: components["schemas"]["Interval"][];
            wed?: components["schemas"]["Interval"][];
            thu?: components["schemas"]["Interval"][];
            fri?: components["schemas"]["Interval"][];
            sat?: components["schemas"]["Interval"][];
            sun?: components["schemas"]["Interval"][];
        };
        TimeOff: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            note?: string;
        };
        PictureVariant: {
            src: string;
            /** @enum {string} */
            type: "image/webp" | "image/jpeg";
            width: number;
            height: number;
        };
        Picture: {
            /** @description the upright picture's width */
            width: number;
            height: number;
            variants: components["schemas"]["PictureVariant"][];
        };
        GalleryItem: {
            /** Format: int64 */
            id: number;
            alt: string;
            /** @description the Arabic alt text; empty when not translated (an Arabic page uses the English one) */
            altAr: string;
            /** @enum {string} */
            category: "Our Therapists" | "Treatment Rooms" | "Wellness Areas";
            position: number;
            picture: components["schemas"]["Picture"];
            /** Format: date-time */
            createdAt: string;
        };
        TeamMember: {
            /**
             * Format: int64
             * @description the therapist's id
             */
            id: number;
            name: string;
            speciality: string;
            /** @description the Arabic speciality; empty when not translated */
            specialityAr: string;
            bio: string;
            /** @description the Arabic bio; empty when not translated */
            bioAr: string;
            photo: components["schemas"]["Picture"] | null;
            photoAlt: string;
        };
        TeamProfile: {
            /** Format: int64 */
            therapistId: number;
            name: string;
            active: boolean;
            speciality: string;
            /** @description the Arabic speciality; empty when not translated */
            specialityAr: string;
            bio: string;
            /** @description the Arabic bio; empty when not translated */
            bioAr: string;
            shownOnSite: boolean;
            photo: components["schemas"]["Picture"] | null;
            photoAlt: string;
        };
        Therapist: {
            /** Format: int64 */
            id: number;
            name: string;
            /** @enum {string} */
            gender: "female" | "male";
            /** @description the services they are qualified for */
            serviceIds: number[];
            schedule: components["schemas"]["WeekSchedule"] & unknown;
            timeOff: components["schemas"]["TimeOff"][];
            active: boolean;
            commissionPercentage: number;
        };
        /**
         * @description The team form. name 2 to 100 characters; gender female or male; serviceIds existing services;
         *     schedule within the opening hours of each weekday, intervals not overlapping, each ending after
         *     it starts; timeOff ranges ending on or after their start; commissionPercentage 0 to 100.
         */
        TherapistInput: {
            name?: string | null;
            gender?: string | null;
            serviceIds?: number[] | null;
            schedule?: Record<string, never> | null;
            timeOff?: Record<string, never>[] | null;
            active?: boolean | null;
            commissionPercentage?: number | null;
        };
        Room: {
            /** Format: int64 */
            id: number;
            name: string;
            /**
             * @description a couples treatment needs a couple room; any other takes either kind
             * @enum {string}
             */
            kind: "single" | "couple";
            active: boolean;
        };
        RoomInput: {
            name?: string | null;
            kind?: string | null;
            active?: boolean | null;
        };
        Hours: {
            open: components["schemas"]["Clock"];
            close: components["schemas"]["Clock"];
        } | null;
        /** @description Each weekday's opening and closing time, null when the spa is closed that day. */
        OpeningHours: {
            mon: components["schemas"]["Hours"];
            tue: components["schemas"]["Hours"];
            wed: components["schemas"]["Hours"];
            thu: components["schemas"]["Hours"];
            fri: components["schemas"]["Hours"];
            sat: components["schemas"]["Hours"];
            sun: components["schemas"]["Hours"];
        };
        SpecialDay: {
            /** Format: int64 */
            id: number;
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            closed: boolean;
            /** @description HH:MM; null when closed */
            open: string | null;
            /** @description HH:MM; null when closed */
            close: string | null;
            note: string;
        };
        /** @description A date range (to on or after from, at most a year) that closes the spa or changes its hours. */
        SpecialDayInput: {
            from: string;
            to: string;
            closed?: boolean;
            open?: string | null;
            close?: string | null;
            note?: string;
        };
        CalendarBooking: {
            /** Format: int64 */
            id: number;
            bookingDate: components["schemas"]["Date"];
            start: components["schemas"]["Clock"];
            end: components["schemas"]["Clock"];
            holdEnd: components["schemas"]["Clock"];
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            /** @description empty for a booking made before the spa had therapists, until assigned */
            therapistIds: number[];
            /** Format: int64 */
            roomId: number | null;
            specialRequests: string;
            language: components["schemas"]["Language"];
            customer: {
                /** Format: int64 */
                id: number;
                name: string;
                /** @description the first word of the name: what the printed day sheet shows */
                firstName: string;
                email: string;
                phone: string;
                whatsappUrl: components["schemas"]["WhatsAppUrl"];
            };
            service: {
                /** Format: int64 */
                id: number;
                name: string;
                category: string;
            };
            actions: components["schemas"]["BookingActions"];
            undo?: components["schemas"]["UndoTicket"];
        };
        /** @description What the dashboard may do with the booking now: the statuses it may set (confirmed from pending; completed and no_show from confirmed once its start has passed on the spa's clock; cancelled from pending or confirmed), in that order, and whether it may be moved or reassigned (pending or confirmed). The dashboard offers exactly these. */
        BookingActions: {
            statuses: ("confirmed" | "completed" | "cancelled" | "no_show")[];
            move: boolean;
        };
        /** @description A WhatsApp chat with the guest (https://wa.me/ and the number with its country code: a local '05…' number is a UAE one, a leading 00 is dropped), or '' when the phone is not a number. */
        WhatsAppUrl: string;
        /** @description How to take the change back: POST /api/admin/bookings/{id}/undo with the token before until (15 seconds after the change), once. */
        UndoTicket: {
            token: string;
            /** Format: date-time */
            until: string;
        };
        AdminDayBooking: {
            /** Format: int64 */
            id: number;
            bookingDate: components["schemas"]["Date"];
            start: components["schemas"]["Clock"];
            end: components["schemas"]["Clock"];
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            customer: {
                /** Format: int64 */
                id: number;
                name: string;
                firstName: string;
                email: string;
                phone: string;
                /** @description https://wa.me/ and the number, or "" when the phone cannot be one */
                whatsappUrl: string;
            };
            service: {
                /** Format: int64 */
                id: number;
                name: string;
                /** @description minutes */
                duration: number;
            };
            /** @description the therapists' names */
            therapists: string[];
            room: string | null;
            specialRequests: string;
            actions: {
                /** @description the statuses the dashboard may set now */
                statuses: ("confirmed" | "completed" | "cancelled" | "no_show")[];
                /** @description whether the booking may be moved */
                move: boolean;
            };
        };
        TodayBoard: {
            date: components["schemas"]["Date"];
            arrivals: components["schemas"]["AdminDayBooking"][];
            waiting: components["schemas"]["AdminDayBooking"][];
            unread: {
                /** Format: int64 */
                id: number;
                name: string;
                email: string;
                phone: string;
                message: string;
                /** Format: date-time */
                createdAt: string;
            }[];
            unreadTotal: number;
            /** @description the sums of the day's invoices so far; null for a role that may not see income */
            takings: {
                total: components["schemas"]["Money"];
                cash: components["schemas"]["Money"];
                card: components["schemas"]["Money"];
                tips: components["schemas"]["Money"];
                /** @description the number of the day's invoices */
                count: number;
            } | null;
        };
        SearchResults: {
            bookings: {
                /** Format: int64 */
                id: number;
                bookingDate: components["schemas"]["Date"];
                bookingTime: components["schemas"]["Clock"];
                /** @enum {string} */
                status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
                customerName: string;
                serviceName: string;
            }[];
            customers: {
                /** Format: int64 */
                id: number;
                name: string;
                email: string;
                phone: string;
            }[];
            messages: {
                /** Format: int64 */
                id: number;
                name: string;
                email: string;
                /** @description the message's start, at most 120 characters */
                excerpt: string;
                isRead: boolean;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        OutsideHours: {
            bookings: components["schemas"]["CalendarBooking"][];
        };
        CalendarView: {
            from: components["schemas"]["Date"];
            days: {
                date: components["schemas"]["Date"];
                hours: components["schemas"]["Hours"];
                /** @description the rooms out of use that day (maintenance) */
                roomBlocks: components["schemas"]["DayRoomBlock"][];
                therapists: {
                    /** Format: int64 */
                    therapistId: number;
                    working: components["schemas"]["Interval"][];
                    timeOff: components["schemas"]["TimeOff"] | null;
                }[];
            }[];
            bookings: components["schemas"]["CalendarBooking"][];
            therapists: components["schemas"]["Therapist"][];
            rooms: components["schemas"]["Room"][];
        };
        BookingMove: {
            /** @description one therapist, two for a couples treatment */
            therapistIds?: number[] | null;
            /** Format: int64 */
            roomId?: number | null;
            /** @description YYYY-MM-DD */
            bookingDate?: string | null;
            /** @description HH:MM on the grid */
            bookingTime?: string | null;
        };
        /** @description any therapist (the default), a female or a male therapist, or one named therapist. */
        PreferenceValue: string;
        MonthAvailability: {
            month: string;
            /** Format: int64 */
            serviceId: number;
            preference: components["schemas"]["PreferenceValue"];
            days: {
                date: components["schemas"]["Date"];
                /** @description whether any start time of the day is free; past days and days beyond the 90-day horizon are not */
                available: boolean;
            }[];
        };
        /**
         * @description A language of the site: `en` (English, the site's addresses as they are) or `ar` (Arabic, under /ar). A blog post's answer is in one (its version in that language). A booking's is the language of the page the guest booked on: every e-mail to the guest is written in it, and an Arabic booking's manage link is /ar/booking/manage/{token}. Bookings made before there was a choice are `en`.
         * @enum {string}
         */
        Language: "en" | "ar";
        PublicTherapist: {
            /** Format: int64 */
            id: number;
            name: string;
            /** @enum {string} */
            gender: "female" | "male";
        };
        BookingRequest: {
            /** Format: int64 */
            serviceId: number;
            customerName: string;
            customerEmail: string;
            customerPhone: string;
            /** @description YYYY-MM-DD or an RFC 3339 date-time */
            bookingDate: string;
            /** @example 09:00 */
            bookingTime: string;
            specialRequests?: string;
            /** @description any (the default), female, male or therapist:{id}; the server assigns the room and therapists. */
            preference?: string;
            /** @description en (the default when absent) or ar, the page's language; anything else is 400 with `errors.language` 'Language must be en or ar.' */
            language?: components["schemas"]["Language"];
            /** @description The form's separate box for offers and news by e-mail, never ticked for the visitor. When true, a consent is stored for the e-mail address with `marketingVersion`, the time and `language`. */
            marketing?: boolean;
            /** @description The version of the box's words the visitor saw (1 to 32 letters, digits, dots, dashes or underscores); needed when `marketing` is true, else 400 with `errors.marketingVersion`. */
            marketingVersion?: string;
            /** @description A package's or membership's code (XXXX-XXXX-XXXX-XXXX-C, case, spaces and dashes free): the booking holds one of its sessions and asks no deposit. 400 with `errors.entitlementCode`: a mistyped or unknown code, a gift card's, one that does not cover the service, ends before the day, or has every session used or held by open bookings. */
            entitlementCode?: string;
            /** @description Accepted and ignored; the price comes from the service. */
            totalAmount?: number | string;
        };
        Booking: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            customerId: number;
            /** Format: int64 */
            serviceId: number;
            bookingDate: components["schemas"]["Date"];
            bookingTime: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            totalAmount: components["schemas"]["Money"];
            specialRequests: string;
            /** Format: date-time */
            createdAt: string;
            language: components["schemas"]["Language"];
            undo?: components["schemas"]["UndoTicket"];
            /**
             * Format: uri
             * @description Stripe's hosted page to pay the deposit on, on a booking awaiting_payment
             */
            paymentUrl?: string;
            /**
             * Format: date-time
             * @description with paymentUrl: when the booking's place is released unless its deposit is paid (the payment page stops taking it then)
             */
            holdExpiresAt?: string;
            /** @description on a booking made with a package's or membership's code: the end of that code (…PQRS-T), whose session pays for the treatment */
            sessionHint?: string;
        };
        FeePreview: {
            /** Format: int64 */
            bookingId: number;
            /** @enum {string} */
            kind: "no_show" | "late_cancel";
            amount: components["schemas"]["Money"];
            /** @description The saved card as Stripe names it; shown, never stored. */
            card: {
                brand: string;
                last4: string;
            };
        };
        /**
         * @description Money received against a booking (a deposit paid on Stripe's page): `refunded` is what refunds gave
         *     back, `refundable` what is left to refund (0 unless `paid`), `invoiceNumber` the tax invoice its
         *     receipt issued (none for a payment that came after its hold, which is refunded).
         */
        BookingPayment: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            provider: string;
            /** @enum {string} */
            kind: "deposit" | "full" | "fee";
            amount: components["schemas"]["Money"];
            currency: string;
            /** @enum {string} */
            status: "paid" | "refund_due" | "refunded";
            /** Format: date-time */
            createdAt: string;
            refunded: components["schemas"]["Money"];
            refundable: components["schemas"]["Money"];
            /** Format: int64 */
            invoiceId?: number;
            invoiceNumber?: string;
        };
        /** @description One refund of a payment, with the credit note it issued against the payment's invoice. */
        PaymentRefund: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            paymentId: number;
            amount: components["schemas"]["Money"];
            /** Format: int64 */
            creditNoteId?: number;
            creditNoteNumber?: string;
            reason: string;
            /** @description who refunded it; empty for the job's refund (a cancellation in the free window, a late payment) */
            refundedBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        BookingMoney: {
            payments: components["schemas"]["BookingPayment"][];
            refunds: components["schemas"]["PaymentRefund"][];
        };
        PaymentLink: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            bookingId: number;
            /** @enum {string} */
            kind: "deposit" | "full";
            amount: components["schemas"]["Money"];
            /** @description Stripe's hosted payment page. */
            url: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description wa.me with the guest's number and the message; empty without a phone. */
            whatsAppUrl: string;
            /** @description The guest's e-mail; empty for none. */
            email: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A service's deposit and cancellation policy (serviceId 0: the default for every service without its own). kind none asks nothing; fixed asks amount (at most the price); percent asks percent (1 to 100) of the price, rounded to the fils. freeCancelHours is how long before the start a cancellation is free (0 to 336); lateCancelFee and noShowFee are at most 100000.00. confirmOnPayment confirms a booking once its deposit is paid (false, or left out: the paid booking is a request the spa confirms); a booking keeps the choice of the moment it was made. */
        DepositPolicy: {
            /** Format: int64 */
            serviceId: number;
            /** @enum {string} */
            kind: "none" | "fixed" | "percent";
            amount: components["schemas"]["Money"];
            percent: number;
            freeCancelHours: number;
            lateCancelFee: components["schemas"]["Money"];
            noShowFee: components["schemas"]["Money"];
            confirmOnPayment?: boolean;
        };
        OutboxMessage: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description 0 for a privacy link, which belongs to no booking
             */
            bookingId: number;
            /** @enum {string} */
            kind: "request_received" | "new_booking" | "confirmed" | "reminder" | "changed" | "cancelled" | "invoice" | "privacy_link" | "late_payment_refunded" | "payment_link";
            recipient: string;
            /**
             * Format: int64
             * @description the tax document an invoice message sends
             */
            documentId?: number;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "dropped";
            attempts: number;
            /** @description the mail server's last answer, or why it was dropped */
            lastError: string;
            /** Format: date-time */
            dueAt: string;
            /** Format: date-time */
            nextAttemptAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description whether it carries the .ics file */
            calendar: boolean;
            /** @description 'not sent: no mail server configured' for a pending message when DAYSPA_SMTP_URL is unset, else empty */
            note: string;
        };
        ManagedBooking: {
            /** Format: int64 */
            serviceId: number;
            serviceName: string;
            duration: number;
            bookingDate: components["schemas"]["Date"];
            bookingTime: string;
            endTime: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            totalAmount: components["schemas"]["Money"];
            customerName: string;
            canChange: boolean;
            /** @description why the guest can no longer change it, with the spa's phone and WhatsApp; empty when they can */
            reason: string;
            /** Format: date-time */
            changeUntil: string;
            /** @description the guest's therapist preference, kept with the booking: a move is placed for it (ask GET /api/availability with it for the free times) */
            preference: string;
            language: components["schemas"]["Language"];
            /** @description the tax invoice and credit notes issued for the booking, oldest first; absent until it is checked out. Each one's PDF is GET /api/manage/{token}/invoices/{id}/pdf */
            documents?: {
                /** Format: int64 */
                id: number;
                number: string;
                /** @enum {string} */
                kind: "invoice" | "credit_note";
                issueDate: components["schemas"]["Date"];
                total: components["schemas"]["Money"];
            }[];
            /** @description a booking that asked a deposit: what was asked and paid, the cancellation terms the guest agreed to by paying, and whether cancelling now gives the deposit back (inside the free window) or keeps it as the fee; absent for a booking that asked none */
            deposit?: {
                asked: components["schemas"]["Money"];
                payments: {
                    kind: string;
                    amount: components["schemas"]["Money"];
                    /** @enum {string} */
                    status: "paid" | "refund_due" | "refunded";
                    /** Format: date-time */
                    paidAt: string;
                }[];
                freeCancelHours: number;
                /**
                 * Format: date-time
                 * @description the end of the free-cancellation window; absent with no window (no cancellation is free once paid)
                 */
                freeCancelUntil?: string;
                lateCancelFee: components["schemas"]["Money"];
                noShowFee: components["schemas"]["Money"];
                /** @description true: cancelling now refunds the deposit; false: it is kept as the fee */
                cancelRefunds: boolean;
            };
            /** @description the end of the code (…PQRS-T) of the package or membership whose session pays for the booking; absent for none */
            sessionHint?: string;
        };
        ContactRequest: {
            name: string;
            email: string;
            phone?: string;
            message: string;
            /** @description The form's separate box for offers and news by e-mail, never ticked for the visitor. When true, a consent is stored for the e-mail address with `marketingVersion`, the time and `language`. */
            marketing?: boolean;
            /** @description The version of the box's words the visitor saw (1 to 32 letters, digits, dots, dashes or underscores); needed when `marketing` is true, else 400 with `errors.marketingVersion`. */
            marketingVersion?: string;
            /** @description en (the default when absent) or ar, the page's language, kept with the consent. */
            language?: components["schemas"]["Language"];
        };
        /** @description The signed-in staff member. */
        User: {
            /** @description the staff account's id */
            id: string;
            /** @description the first word of the account's name */
            firstName: string;
            /** @enum {boolean} */
            isAuthenticated: true;
        };
        /**
         * @description What a staff member is: owner (everything), manager (everything but owners' accounts), reception (today, calendar, bookings, customers, messages, sent e-mails), therapist (her own day, time off and earnings).
         * @enum {string}
         */
        StaffRole: "owner" | "manager" | "reception" | "therapist";
        StaffAccount: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            role: components["schemas"]["StaffRole"];
            active: boolean;
            /** Format: int64 */
            therapistId: number | null;
            /** Format: date-time */
            passwordChangedAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        StaffSession: {
            /** Format: int64 */
            id: number;
            /** @description from the User-Agent, such as "Chrome on Android"; "Unknown device" */
            device: string;
            /** @description the client address at sign-in */
            address: string;
            /** Format: date-time */
            signedInAt: string;
            /**
             * Format: date-time
             * @description written at most once a minute
             */
            lastUsedAt: string;
            /** @description the session of this request */
            current: boolean;
        };
        StaffProfile: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            role: components["schemas"]["StaffRole"];
            /** @description what the account may do, the permission of each admin route: its role's, without own_calendar, own_time_off and own_earnings when no therapist record is linked to it */
            permissions: ("signed_in" | "today" | "calendar" | "bookings" | "customers" | "messages" | "sent_emails" | "income" | "reports" | "content" | "team" | "settings" | "accounts" | "owner_accounts" | "audit" | "privacy" | "own_calendar" | "own_time_off" | "own_earnings" | "checkout")[];
            /** @description sign-ins need a one-time code after the password */
            codeOn: boolean;
            /**
             * Format: int64
             * @description the therapist record of a therapist's account
             */
            therapistId: number | null;
        };
        AdminNav: {
            /** @description the spa's configured name */
            spaName: string;
            user: {
                /** @description the person signed in; Admin when the session knows no name */
                name: string;
            };
            /**
             * Format: date
             * @description the spa's date now (its time zone)
             */
            today: string;
            /**
             * Format: date-time
             * @description the spa's time now, to the second, with its offset
             */
            now: string;
            /** @example Asia/Dubai */
            timeZone: string;
            counts: {
                /** @description pending bookings: requests waiting for an answer */
                newRequests: number;
                /** @description contact messages not marked read */
                unreadMessages: number;
                /** @description all bookings, cancelled ones included */
                bookings: number;
                customers: number;
                /** @description active or not */
                services: number;
                /** @description drafts and scheduled posts included */
                posts: number;
                /** @description income transactions */
                income: number;
            };
        };
        BookingStats: {
            /** @description all bookings, cancelled ones included */
            totalBookings: number;
            pendingBookings: number;
            confirmedBookings: number;
            completedBookings: number;
        };
        /** @description A booking joined with its customer and service, and what the dashboard may do with it now. */
        BookingView: {
            bookings: {
                /** Format: int64 */
                id: number;
                bookingDate: components["schemas"]["Date"];
                bookingTime: string;
                totalAmount: components["schemas"]["Money"];
                /** @enum {string} */
                status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
                specialRequests: string;
                /** Format: date-time */
                createdAt: string;
                language: components["schemas"]["Language"];
            };
            customers: {
                /** Format: int64 */
                id: number;
                name: string;
                email: string;
                phone: string;
                whatsappUrl: components["schemas"]["WhatsAppUrl"];
                /** @description the same chat pre-filled with the confirmation in the booking's language (the guest's name, the treatment, the spa, day and time), or '' */
                whatsappConfirmationUrl: string;
            };
            services: {
                /** Format: int64 */
                id: number;
                name: string;
                /** @description minutes */
                duration: number;
            };
            actions: components["schemas"]["BookingActions"];
        };
        CustomerView: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            phone: string;
            /**
             * Format: date-time
             * @description when the customer first booked
             */
            createdAt: string;
            /** @description all the customer's bookings, of any status */
            bookingCount: number;
        };
        ServiceView: {
            /** Format: int64 */
            id: number;
            name: string;
            /** @description the Arabic name; empty when not translated (an Arabic page shows the English name) */
            nameAr: string;
            description: string;
            /** @description the Arabic description; empty when not translated */
            descriptionAr: string;
            /** @enum {string} */
            category: "Massage Therapy" | "Facial Treatments" | "Body Treatments" | "Couples Packages";
            /** @description minutes */
            duration: number;
            price: components["schemas"]["Money"];
            isActive: boolean;
            /** @description minutes after each treatment during which its room and therapists are not free (cleaning) */
            preparationTime?: number;
            /** @description all its bookings, of any status */
            bookingCount: number;
        };
        /**
         * @description A service as the dashboard sends it. name 2 to 100 characters; description at most 1000;
         *     category one of the four; duration 15 to 780 minutes; price 0 to 100000 AED with at most two
         *     decimals, as a string ("350.00") or a number. nameAr and descriptionAr, the Arabic name and
         *     description, are optional and may be empty (not translated); when given they follow the English
         *     fields' rules ("Arabic name must be between 2 and 100 characters.", "Arabic description must be
         *     at most 1000 characters.", hidden characters refused).
         */
        ServiceInput: {
            name?: string | null;
            nameAr?: string | null;
            description?: string | null;
            descriptionAr?: string | null;
            category?: string | null;
            duration?: number | null;
            price?: (string | number) | null;
            isActive?: boolean | null;
            /** @description 0 to 120 minutes; a new service takes 15 unless given */
            preparationTime?: number | null;
        };
        ContactMessage: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            /** @description empty when none was given */
            phone: string;
            message: string;
            /** Format: date-time */
            createdAt: string;
            isRead: boolean;
        };
        RetentionSettings: {
            /** @description Contact messages are anonymised after this many months (24 by default). */
            contactMessagesMonths: number;
            /** @description A customer with no booking for this many months is forgotten (36 by default). */
            inactiveCustomersMonths: number;
            /** @description What a sent e-mail said is dropped after this many months; its subject and status stay (12 by default). */
            emailBodiesMonths: number;
            /** @description Audit events are deleted after this many months; never fewer than 60, five years (60 by default). */
            auditEventsMonths: number;
        };
        Subscriber: {
            /** Format: int64 */
            id: number;
            email: string;
            /** Format: date-time */
            createdAt: string;
        };
        Customer: {
            /** Format: int64 */
            id: number;
            name: string;
            email: string;
            phone: string;
            /**
             * Format: date-time
             * @description when the customer first booked
             */
            createdAt: string;
        };
        MarketingConsent: {
            /** Format: int64 */
            id: number;
            email: string;
            /** @enum {string} */
            source: "booking" | "contact" | "newsletter";
            /** @description the version of the box's words */
            version: string;
            language: components["schemas"]["Language"];
            /** Format: date-time */
            createdAt: string;
        };
        PersonBooking: {
            /** Format: int64 */
            id: number;
            serviceName: string;
            bookingDate: components["schemas"]["Date"];
            bookingTime: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            totalAmount: components["schemas"]["Money"];
            name: string;
            email: string;
            /** @description the phone given with the booking */
            phone: string;
            specialRequests: string;
            language: components["schemas"]["Language"];
            /** Format: date-time */
            createdAt: string;
        };
        PersonEmail: {
            /** @enum {string} */
            kind: "request_received" | "new_booking" | "confirmed" | "reminder" | "changed" | "cancelled" | "invoice" | "privacy_link" | "late_payment_refunded" | "payment_link";
            /** @description the subject as sent; empty until it is */
            subject: string;
            /** @description the plain text as sent (the manage link redacted); empty until it is */
            text: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "dropped";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sentAt: string | null;
        };
        /** @description Everything the spa holds about one e-mail address. */
        PersonData: {
            email: string;
            /** Format: date-time */
            generatedAt: string;
            /** @description null when the person never booked (only wrote, or only subscribed) */
            customer: components["schemas"]["Customer"] | null;
            bookings: components["schemas"]["PersonBooking"][];
            messages: components["schemas"]["ContactMessage"][];
            invoices: components["schemas"]["TaxDocument"][];
            consents: components["schemas"]["MarketingConsent"][];
            newsletter: components["schemas"]["Subscriber"] | null;
            emails: components["schemas"]["PersonEmail"][];
            /** @description the gift cards, packages and memberships the person holds or was given */
            entitlements: components["schemas"]["PersonEntitlement"][];
            /** @description what the person bought online (gift cards, packages, memberships), or was named the recipient of */
            orders: components["schemas"]["PersonOrder"][];
        };
        PersonEntitlement: {
            /** @enum {string} */
            kind: "gift_card" | "package" | "membership";
            code: string;
            holderName: string;
            holderEmail: string;
            recipientName: string;
            recipientEmail: string;
            /** @description a gift card's; null otherwise */
            balanceAmount: components["schemas"]["Money"] | null;
            /** @description a package's or membership's; null for a gift card */
            balanceSessions: number | null;
            expiresOn: components["schemas"]["Date"];
            /** @enum {string} */
            status: "active" | "expired";
            /** Format: date-time */
            createdAt: string;
        };
        PersonOrder: {
            /** @enum {string} */
            kind: "gift_card" | "package" | "membership";
            /** @description the treatment or the offer's name; empty for a gift card of an amount */
            what: string;
            amount: components["schemas"]["Money"];
            buyerName: string;
            buyerEmail: string;
            recipientName: string;
            recipientEmail: string;
            message: string;
            /** @description a gift card's; null otherwise */
            deliveryDate: components["schemas"]["Date"] | null;
            /** @description false: the payment page was left unpaid and nothing was issued */
            paid: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        ForgetResult: {
            /** @description future bookings cancelled first, each guest told by the cancellation e-mail */
            cancelledBookings: number;
            /** @description tax documents younger than five years that keep the buyer until they come of age */
            keptInvoices: number;
        };
        /**
         * @description AED with two decimals, possibly negative (cash on hand).
         * @example -40.00
         */
        SignedMoney: string;
        CheckoutDraft: {
            booking: {
                /** Format: int64 */
                id: number;
                customerName: string;
                customerEmail: string;
                serviceName: string;
                therapistName: string;
                date: components["schemas"]["Date"];
                time: string;
                /** @enum {string} */
                status: "pending" | "confirmed" | "completed";
                /** @description the code of the package or membership whose session the guest booked with: the checkout takes that session */
                sessionCode?: string;
            };
            lines: {
                /** Format: int64 */
                serviceId?: number;
                description: string;
                unitPrice: components["schemas"]["Money"];
                quantity: number;
            }[];
            registered: boolean;
            fullInvoiceThreshold: components["schemas"]["Money"];
            services: {
                /** Format: int64 */
                id: number;
                name: string;
                price: components["schemas"]["Money"];
            }[];
            prepaid?: components["schemas"]["Prepayment"];
        };
        /**
         * @description The deposit invoiced at its receipt that a booking's final invoice deducts: that invoice, and the
         *     amount (VAT included) and VAT of it that stand (less what credit notes of refunds credited).
         */
        Prepayment: {
            /** Format: int64 */
            documentId: number;
            number: string;
            amount: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
        };
        /**
         * @description A sale as the desk sends it. Amounts are strings ("350.00") or numbers, 0 to 1000000 with at most
         *     two decimals; prices are VAT-inclusive. A line's `discount` is an amount off it; the sale's
         *     `discount` is an amount or a percentage (not both) with a reason. Tips shares left out are 60 %
         *     for the therapist, 40 % for the spa. `buyer` is needed for a full tax invoice: a buyer with a TRN
         *     (15 digits), or a total above AED 10,000.
         */
        CheckoutInput: {
            lines: {
                /** Format: int64 */
                serviceId?: number | null;
                description?: string;
                unitPrice?: components["schemas"]["FormNumber"];
                quantity?: components["schemas"]["FormNumber"];
                discount?: components["schemas"]["FormNumber"];
                priceReason?: string | null;
            }[];
            discount?: {
                amount?: components["schemas"]["FormNumber"];
                percent?: components["schemas"]["FormNumber"];
                reason?: string | null;
                /** @description A membership's code instead of an amount or a percentage: its member discount comes off the sale (after its credits' sessions), the reason naming it. Refused at `discount.memberCode` (`sale.not_membership`, `sale.no_member_discount`, `entitlement.expired`, `entitlement.not_found`). */
                memberCode?: string | null;
            } | null;
            tips?: {
                cash?: components["schemas"]["FormNumber"];
                card?: components["schemas"]["FormNumber"];
                therapistShare?: components["schemas"]["FormNumber"];
                spaShare?: components["schemas"]["FormNumber"];
            } | null;
            payments?: {
                /**
                 * @description entitlement: a gift card's balance or a package's or membership's sessions, named by code
                 * @enum {string}
                 */
                method?: "cash" | "card" | "entitlement";
                amount?: components["schemas"]["FormNumber"];
                /** @description the gift card's, package's or membership's code, for method entitlement (XXXX-XXXX-XXXX-XXXX-C, case, spaces and dashes free) */
                code?: string | null;
                /** @description a package's or membership's sessions (1 to 99), instead of an amount: each pays in full a unit of a line whose service it covers */
                sessions?: components["schemas"]["FormNumber"];
            }[];
            buyer?: components["schemas"]["Buyer"] | null;
        };
        /** @description Some lines of the invoice (by position, with an amount each) or an amount shared over it; and why. */
        CreditNoteInput: {
            lines?: {
                line?: number;
                amount?: components["schemas"]["FormNumber"];
            }[];
            amount?: components["schemas"]["FormNumber"];
            reason?: string;
        };
        Buyer: {
            name?: string;
            address?: string;
            /** @description 15 digits; empty for a buyer not registered for VAT */
            trn?: string;
        };
        Seller: {
            legalName: string;
            legalNameAr: string;
            address: string;
            addressAr: string;
            /** @description empty when the spa is not registered for VAT */
            trn: string;
            tradeLicence: string;
        };
        /** @description A line of a document; `net` + `vat` = `amount`, VAT included, after every discount. */
        TaxLine: {
            position: number;
            /** Format: int64 */
            serviceId?: number;
            description: string;
            quantity: number;
            unitPrice: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            priceReason?: string;
            /** @description on a credit note, the position of the invoice's line it credits */
            corrects?: number;
        };
        Payment: {
            /** @enum {string} */
            method: "cash" | "card" | "entitlement";
            amount: components["schemas"]["Money"];
            /** @description a gift card's, package's or membership's payment: the end of its code (…PQRS-T); the whole code is never shown */
            cardHint?: string;
            /** @description a package's or membership's payment: the sessions it took (its amount is 0.00: the sessions were the supply of the package's own invoice) */
            sessions?: number;
            /**
             * @description what paid, for method entitlement
             * @enum {string}
             */
            entitlementKind?: "gift_card" | "package" | "membership";
        };
        SalePreview: {
            /** @enum {string} */
            format: "simplified" | "full" | "receipt";
            /** @description the invoice's heading, "Simplified Tax Invoice" */
            title: string;
            /** @description the heading in Arabic */
            titleAr: string;
            lines: components["schemas"]["TaxLine"][];
            discount: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            due: components["schemas"]["SignedMoney"];
            /** @description whether the total needs a full tax invoice, which names the buyer (above AED 10,000 for a VAT-registered spa) */
            needsBuyer: boolean;
            prepaid?: components["schemas"]["Prepayment"];
        };
        /**
         * @description An issued tax invoice (or, for a spa not registered for VAT, a receipt) or credit note; never
         *     changed once issued. `number` is the owner's prefix and the document's place in its kind's
         *     unbroken sequence ("INV-000123"); `issueDate` is the spa's calendar day. The totals are the sums
         *     of the lines; tips are not part of them. `vatRate` is a percentage with two decimals ("5.00").
         */
        TaxDocument: {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            /** @enum {string} */
            format: "simplified" | "full" | "receipt";
            /** @description the heading the document is printed with, "Simplified Tax Invoice" */
            title: string;
            /** @description the heading in Arabic */
            titleAr: string;
            /** Format: int64 */
            sequence: number;
            number: string;
            /** Format: date-time */
            issuedAt: string;
            issueDate: components["schemas"]["Date"];
            seller: components["schemas"]["Seller"];
            buyer?: components["schemas"]["Buyer"];
            vatRate: string;
            lines: components["schemas"]["TaxLine"][];
            discount: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            payments: components["schemas"]["Payment"][];
            tips: {
                cash: components["schemas"]["Money"];
                card: components["schemas"]["Money"];
                therapistShare: components["schemas"]["Money"];
                spaShare: components["schemas"]["Money"];
            };
            discountReason?: string;
            /** @description on a credit note, why the invoice is corrected */
            reason?: string;
            /** Format: int64 */
            bookingId?: number;
            /** Format: int64 */
            incomeId?: number;
            /** Format: int64 */
            correctsId?: number;
            correctsNumber?: string;
            customerName: string;
            therapistName: string;
            /** @enum {string} */
            language: "en" | "ar";
            issuedBy: string;
            /**
             * @description On a final invoice, the deposit invoiced before that it deducts: the totals are then the lines'
             *     less this, so that the two invoices charge the sale's VAT once.
             */
            prepaid?: components["schemas"]["Prepayment"];
        };
        /**
         * @description An invoice (docs/product.md, Income). `invoiceNumber` is the server's, a string of digits from "1526".
         *     `transactionDate` is the spa's calendar day. `tipsAmount`, `visaMarkup`, `totalAmount` and
         *     the first line of `notes` ("Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00")
         *     are derived by the server. `commissionPercentage` is a percentage with two decimals ("40.00").
         */
        IncomeTransaction: {
            /** Format: int64 */
            id: number;
            invoiceNumber: string;
            transactionDate: components["schemas"]["Date"];
            /** @description One of the form's sources (Ph Snap, Wgg, Moh, Ph Insta, Ph Google, Dv, Girl Discou); "Booking" on a record a checkout made. */
            source: string;
            customerName: string;
            /** @description One of the form's services (Massage, Package (Massage+), Royal Package, Moroccan Bath, Girls Discount); the booked service's name on a record a checkout made. */
            serviceName: string;
            serviceCategory: string;
            therapistName: string;
            cashAmount: components["schemas"]["Money"];
            visaAmount: components["schemas"]["Money"];
            visaMarkup: components["schemas"]["Money"];
            commissionAmount: components["schemas"]["Money"];
            commissionPercentage: string;
            tipsAmount: components["schemas"]["Money"];
            tipsCashAmount: components["schemas"]["Money"];
            tipsCardAmount: components["schemas"]["Money"];
            tipsVat: components["schemas"]["Money"];
            therapistTipShare: components["schemas"]["Money"];
            spaTipShare: components["schemas"]["Money"];
            expensesAmount: components["schemas"]["Money"];
            totalAmount: components["schemas"]["Money"];
            notes: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: int64
             * @description the record's tax invoice (issued by a checkout or the Add New Invoice form; after a corrected edit, the corrected one); absent on records from before tax invoices
             */
            taxDocumentId?: number;
        };
        /**
         * @description An invoice as the forms send it. Amounts and commissionPercentage are strings ("350.00", "" = 0)
         *     or numbers, at least 0 with at most two decimals (amounts at most 1000000, the percentage at
         *     most 100). `transactionDate` is YYYY-MM-DD or an RFC 3339 time, taken as its day in Dubai.
         *     `source` and `serviceName` are one of the form's choices. On PATCH a field left out or null is
         *     unchanged. `id`, `invoiceNumber`, `tipsAmount`, `visaMarkup`, `totalAmount`, `createdAt` and
         *     `updatedAt` are accepted and ignored. `reason` (PATCH only) says why a record with a tax invoice
         *     is corrected, when the edit changes what its invoice says.
         */
        IncomeInput: {
            /** @description PATCH only: the reason of the credit note and corrected invoice */
            reason?: string;
            transactionDate?: string;
            source?: string;
            customerName?: string;
            serviceName?: string;
            serviceCategory?: string;
            therapistName?: string;
            cashAmount?: components["schemas"]["FormNumber"];
            visaAmount?: components["schemas"]["FormNumber"];
            commissionAmount?: components["schemas"]["FormNumber"];
            commissionPercentage?: components["schemas"]["FormNumber"];
            tipsCashAmount?: components["schemas"]["FormNumber"];
            tipsCardAmount?: components["schemas"]["FormNumber"];
            tipsVat?: components["schemas"]["FormNumber"];
            therapistTipShare?: components["schemas"]["FormNumber"];
            spaTipShare?: components["schemas"]["FormNumber"];
            expensesAmount?: components["schemas"]["FormNumber"];
            notes?: string;
            id?: unknown;
            invoiceNumber?: unknown;
            tipsAmount?: unknown;
            visaMarkup?: unknown;
            totalAmount?: unknown;
            createdAt?: unknown;
            updatedAt?: unknown;
        };
        FormNumber: (string | number) | null;
        IncomeStats: {
            totalIncome: components["schemas"]["Money"];
            totalCash: components["schemas"]["Money"];
            totalVisa: components["schemas"]["Money"];
        };
        /**
         * @description Sums of a set of invoices. `cardWithMarkup` is the sum of their visaMarkup; `cashOnHand` is
         *     cash − commission (may be negative); `dailyTotal` is cash + card + spaTipShare + tipsVat.
         */
        IncomeFigures: {
            count: number;
            cash: components["schemas"]["Money"];
            card: components["schemas"]["Money"];
            cardWithMarkup: components["schemas"]["Money"];
            commission: components["schemas"]["Money"];
            tips: components["schemas"]["Money"];
            tipsVat: components["schemas"]["Money"];
            therapistTipShare: components["schemas"]["Money"];
            spaTipShare: components["schemas"]["Money"];
            expenses: components["schemas"]["Money"];
            totalAmount: components["schemas"]["Money"];
            cashOnHand: components["schemas"]["SignedMoney"];
            dailyTotal: components["schemas"]["Money"];
            /**
             * @description The recorded expenses of the period or day (the spa's spending, whatever the therapist or
             *     source filter). Not `expenses`, which is the disposables charged on the invoices.
             */
            spending: components["schemas"]["Money"];
        };
        TakingsBucket: {
            start: components["schemas"]["Date"];
            cash: components["schemas"]["Money"];
            card: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description invoices */
            count: number;
        };
        ChartSlice: {
            label: string;
            total: components["schemas"]["Money"];
            count: number;
        };
        ChartCount: {
            key: string;
            count: number;
        };
        IncomeCharts: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            /** @enum {string} */
            by: "day" | "week" | "month";
            totals: components["schemas"]["TakingsBucket"];
            takings: components["schemas"]["TakingsBucket"][];
            therapists: components["schemas"]["ChartSlice"][];
            services: components["schemas"]["ChartSlice"][];
            categories: components["schemas"]["ChartSlice"][];
            sources: components["schemas"]["ChartSlice"][];
            /** @description completed, cancelled and no_show, in that order. */
            outcomes: components["schemas"]["ChartCount"][];
            /** @description same_day, 1_2, 3_7, 8_30 and over_30 days, in that order. */
            leadTimes: components["schemas"]["ChartCount"][];
            /** @description pending or confirmed bookings: no outcome yet */
            openBookings: number;
        };
        IncomeSummary: {
            /** @description days of the period with invoices */
            dayCount: number;
            from: components["schemas"]["Date"] | null;
            to: components["schemas"]["Date"] | null;
            totals: components["schemas"]["IncomeFigures"];
            /** @description A card per day with invoices, newest first. */
            days: (components["schemas"]["IncomeFigures"] & {
                date: components["schemas"]["Date"];
                /** @description That day's line per therapist; earnings = commission + tips (the daily view). */
                therapists: {
                    name: string;
                    count: number;
                    commission: components["schemas"]["Money"];
                    tips: components["schemas"]["Money"];
                    earnings: components["schemas"]["Money"];
                }[];
            })[];
            /** @description A line per therapist over the period, by name; earnings = commission + therapistTipShare. */
            therapists: {
                name: string;
                count: number;
                commission: components["schemas"]["Money"];
                tips: components["schemas"]["Money"];
                therapistTipShare: components["schemas"]["Money"];
                earnings: components["schemas"]["Money"];
            }[];
        };
        /** @description A therapist's figures: count is her treatments (invoices); earnings = commission + therapistTipShare. */
        EarningsFigures: {
            count: number;
            commission: components["schemas"]["Money"];
            therapistTipShare: components["schemas"]["Money"];
            earnings: components["schemas"]["Money"];
        };
        TherapistMonthEarnings: {
            /** Format: int64 */
            therapistId: number;
            name: string;
            /** @example 2026-11 */
            month: string;
            /** @description A line per day with invoices under her name, oldest first; earnings = commission + therapistTipShare. */
            days: {
                date: components["schemas"]["Date"];
                count: number;
                commission: components["schemas"]["Money"];
                therapistTipShare: components["schemas"]["Money"];
                earnings: components["schemas"]["Money"];
            }[];
            totals: components["schemas"]["EarningsFigures"];
        };
        PayoutInput: {
            /** @example 2026-11 */
            month: string;
            date: components["schemas"]["Date"];
            /** @enum {string} */
            method: "cash" | "card" | "bank_transfer";
            /** @description AED, above 0, at most two decimals; a string or a JSON number. */
            amount: string | number;
            note?: string;
        };
        Payout: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            therapistId: number;
            /** @example 2026-11 */
            month: string;
            date: components["schemas"]["Date"];
            /** @enum {string} */
            method: "cash" | "card" | "bank_transfer";
            amount: components["schemas"]["Money"];
            note: string;
            /** @description The name of who recorded it. */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        PayStatement: {
            /** Format: int64 */
            therapistId: number;
            name: string;
            /** @example 2026-11 */
            month: string;
            /** @description A line per treatment (invoice) under her name, oldest first. */
            lines: {
                /** Format: int64 */
                invoiceId: number;
                invoiceNumber: string;
                date: components["schemas"]["Date"];
                service: string;
                price: components["schemas"]["Money"];
                /** @description Percent, e.g. "40.00". */
                commissionRate: string;
                commission: components["schemas"]["Money"];
                tips: components["schemas"]["Money"];
                therapistTipShare: components["schemas"]["Money"];
            }[];
            totals: components["schemas"]["EarningsFigures"];
            price: components["schemas"]["Money"];
            tips: components["schemas"]["Money"];
            totalDue: components["schemas"]["Money"];
            payouts: components["schemas"]["Payout"][];
            paid: components["schemas"]["Money"];
            /** @description totalDue − paid; below 0 only after a correction. */
            due: string;
        };
        OwnCalendar: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            bookings: components["schemas"]["OwnBooking"][];
        };
        OwnBooking: {
            /** Format: int64 */
            id: number;
            date: components["schemas"]["Date"];
            start: components["schemas"]["Clock"];
            end: components["schemas"]["Clock"];
            /** @enum {string} */
            status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
            serviceName: string;
            /** @description empty while the booking has no room */
            roomName: string;
            /** @description the first word of the guest's name, the only part of the guest she is told */
            guestFirstName: string;
            specialRequests: string;
        };
        TimeOffRequest: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            therapistId: number;
            therapistName: string;
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            note: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** @description the name of who approved or declined it; empty while pending or once that account is gone */
            decidedBy: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description A payment of the spa. `amount` is what was paid, VAT included; `vat` the VAT within it (0 when
         *     none or unknown). `category` is free text; the form suggests products, laundry, rent, utilities,
         *     salaries, marketing and other.
         */
        Expense: {
            /** Format: int64 */
            id: number;
            date: components["schemas"]["Date"];
            category: string;
            supplier: string;
            amount: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
            paymentMethod: components["schemas"]["ExpensePayment"];
            note: string;
            /** @description the supplier's invoice (PUT /api/admin/expenses/{id}/receipt); null for none */
            receipt: components["schemas"]["Receipt"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        EntitlementKind: "gift_card" | "package" | "membership";
        /**
         * @description A gift card (`value`, its balance in `balanceAmount`), a package or a membership (`sessions`
         *     bought, the balance in `balanceSessions`); the other unit's fields are null. The balance is the
         *     sum of the ledger's entries. `expiresOn` is the last day it may be used. `paidBy` is how the desk
         *     took the price (empty for one sold before it was recorded); `invoiceId` and `invoiceNumber` are the
         *     tax invoice of a package's or membership's sale (a supply, taxed when sold), null and empty for a
         *     gift card, whose sale is no supply. `renews` is whether a membership bought online is charged its
         *     next month on its saved card on its last valid day; `renewalEnded` says why it no longer is (stopped
         *     by the spa, the card declined, no card saved, lapsed), empty while it renews or when it never did.
         */
        Entitlement: {
            /** Format: int64 */
            id: number;
            code: string;
            kind: components["schemas"]["EntitlementKind"];
            holderName: string;
            holderEmail: string;
            /** @description empty when the holder is the buyer */
            recipientName: string;
            recipientEmail: string;
            /** Format: int64 */
            serviceId: number | null;
            category: string;
            /** Format: int64 */
            sessions: number | null;
            value: components["schemas"]["Money"] | null;
            price: components["schemas"]["Money"];
            /** @description a membership's member discount, 0.00 for none and for the other kinds */
            discountPercent: string;
            /** @enum {string} */
            paidBy: "" | "cash" | "card";
            /** Format: int64 */
            invoiceId: number | null;
            invoiceNumber: string;
            expiresOn: components["schemas"]["Date"];
            /** @enum {string} */
            status: "active" | "expired";
            balanceAmount: components["schemas"]["Money"] | null;
            /** Format: int64 */
            balanceSessions: number | null;
            /** Format: date-time */
            createdAt: string;
            renews: boolean;
            renewalEnded: string;
        };
        EntitlementInput: {
            /** @enum {string} */
            kind: "gift_card" | "package" | "membership";
            holderName: string;
            holderEmail: string;
            recipientName?: string;
            recipientEmail?: string;
            /** @description a gift card's value in AED */
            value?: string | number;
            /** @description what a package or membership cost, VAT included */
            price?: string | number;
            sessions?: string | number;
            /** @description a membership's member discount, 0 to 50 percent */
            discountPercent?: string | number;
            /** Format: int64 */
            serviceId?: number;
            category?: string;
            /** @description YYYY-MM-DD; a year from today when left out */
            expiresOn?: string;
            /**
             * @description how the buyer paid at the desk
             * @enum {string}
             */
            paidBy: "cash" | "card";
        };
        StopRenewalInput: {
            /** @description why the renewal stops (the member asked, most often) */
            reason: string;
        };
        RenewInput: {
            /**
             * @description how the member paid the month at the desk
             * @enum {string}
             */
            paidBy: "cash" | "card";
        };
        AdjustInput: {
            /** @description a gift card's signed change in AED */
            amount?: string | number;
            /** @description a package's or membership's signed change */
            sessions?: string | number;
            reason: string;
        };
        /** @description One change of an entitlement; `amount` (a gift card) or `sessions` is signed and the other null. */
        LedgerEntry: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            entitlementId: number;
            /** @enum {string} */
            kind: "sale" | "redemption" | "refund" | "expiry" | "adjustment";
            amount: components["schemas"]["SignedMoney"] | null;
            /** Format: int64 */
            sessions: number | null;
            reason: string;
            /** @description the name of the staff member who wrote it; empty for the spa's own jobs (the expiry) */
            by: string;
            day: components["schemas"]["Date"];
            /** Format: date-time */
            createdAt: string;
        };
        EntitlementDetail: {
            entitlement: components["schemas"]["Entitlement"];
            ledger: components["schemas"]["LedgerEntry"][];
        };
        GiftCardOptions: {
            /** @description whether gift cards can be bought online now (payments set up) */
            available: boolean;
            /** @description the values offered as buttons */
            amounts: components["schemas"]["Money"][];
            minAmount: components["schemas"]["Money"];
            maxAmount: components["schemas"]["Money"];
            services: components["schemas"]["GiftCardService"][];
            /** @description a card is valid this many months from its delivery date */
            expiryMonths: number;
            /** @description the delivery date is today (in Dubai) or up to this many days ahead */
            maxDeliveryDays: number;
            /** @description the longest personal message, in characters */
            maxMessage: number;
        };
        GiftCardService: {
            /** Format: int64 */
            id: number;
            name: string;
            /** @description the Arabic name; empty when none is written */
            nameAr: string;
            price: components["schemas"]["Money"];
            /** @description minutes */
            duration: number;
        };
        GiftCardPurchase: {
            /** @description a value in whole dirhams; or serviceId */
            amount?: components["schemas"]["Money"];
            /**
             * Format: int64
             * @description a treatment, whose price is the value; or amount
             */
            serviceId?: number;
            recipientName: string;
            recipientEmail: string;
            /** @description the buyer's words, printed on the card */
            message?: string;
            deliveryDate: components["schemas"]["Date"];
            buyerName: string;
            buyerEmail: string;
            language?: components["schemas"]["Language"];
        };
        GiftCardCheckout: {
            /** Format: int64 */
            orderId: number;
            /** @description the hosted payment page; the buyer comes back to /gift-cards?paid=1 (or ?cancelled=1), under /ar in Arabic */
            paymentUrl: string;
        };
        Offer: {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            kind: "package" | "membership";
            /** @description the name guests see in English, e.g. "Five massages" */
            name: string;
            /** @description the Arabic name; empty when none is written (the English one is shown) */
            nameAr: string;
            /**
             * Format: int64
             * @description the service the sessions are for; or category
             */
            serviceId: number | null;
            /** @description the category the sessions are for; empty when serviceId is set */
            category: string;
            /** @description a package's sessions; a membership's credits each month */
            sessions: number;
            price: components["schemas"]["Money"];
            /** @description how long a package is valid from its purchase; 1 for a membership (a month at a time) */
            validMonths: number;
            /** @description a membership's member discount on other services, 0 to 50 ("10", "12.5"); "0" for a package */
            discountPercent: string;
            /** @description on sale on the Packages page */
            online: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OfferList: {
            offers: components["schemas"]["Offer"][];
        };
        OfferInput: {
            /** @enum {string} */
            kind: "package" | "membership";
            name: string;
            nameAr?: string;
            /**
             * Format: int64
             * @description or category
             */
            serviceId?: number;
            category?: string;
            /** @description a whole number from 1 to 100 */
            sessions: string | number;
            /** @description VAT included, above 0 and at most 10000 (a simplified tax invoice's limit) */
            price: string | number;
            /** @description a package's months, 1 to 36 (12 when left out); a membership's is always 1 */
            validMonths?: string | number;
            /** @description a membership's member discount, 0 to 50 */
            discountPercent?: string | number;
            /** @description false keeps it off the Packages page */
            online?: boolean;
        };
        OffersOnSale: {
            /** @description whether the offers can be paid for online now (payments set up) */
            available: boolean;
            offers: components["schemas"]["OfferOnSale"][];
        };
        OfferOnSale: {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            kind: "package" | "membership";
            name: string;
            /** @description empty when none is written */
            nameAr: string;
            /** @description the treatment the sessions are for; null when the offer covers a category */
            service: components["schemas"]["GiftCardService"] | null;
            category: string;
            sessions: number;
            price: components["schemas"]["Money"];
            validMonths: number;
            discountPercent: string;
        };
        OfferPurchase: {
            buyerName: string;
            buyerEmail: string;
            language?: components["schemas"]["Language"];
        };
        OfferCheckout: {
            /** @description the hosted payment page; the buyer comes back to /packages?paid=1 (or ?cancelled=1), under /ar in Arabic */
            paymentUrl: string;
        };
        /** @description The public balance check's answer; `status` is expired once the last day has passed. */
        EntitlementBalance: {
            kind: components["schemas"]["EntitlementKind"];
            balanceAmount: components["schemas"]["Money"] | null;
            /** Format: int64 */
            balanceSessions: number | null;
            expiresOn: components["schemas"]["Date"];
            /** @enum {string} */
            status: "active" | "expired";
        };
        /** @description One kind's figures; the sessions are 0 for gift cards, and a session is worth its price paid. */
        EntitlementFigures: {
            /** @description how many still owe something at the end */
            count: number;
            owedAmount: components["schemas"]["Money"];
            /** Format: int64 */
            owedSessions: number;
            expiredAmount: components["schemas"]["Money"];
            /** Format: int64 */
            expiredSessions: number;
        };
        EntitlementSummary: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            kinds: {
                gift_card: components["schemas"]["EntitlementFigures"];
                package: components["schemas"]["EntitlementFigures"];
                membership: components["schemas"]["EntitlementFigures"];
            };
            owedTotal: components["schemas"]["Money"];
            expiredTotal: components["schemas"]["Money"];
        };
        /** @description An expense's receipt file, a PDF or a photo; `name` is the name it is downloaded under. */
        Receipt: {
            name: string;
            /** @enum {string} */
            contentType: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
            /** Format: int64 */
            size: number;
            /** Format: date-time */
            uploadedAt: string;
        };
        /**
         * @description The VAT return's figures of a period (`from` to `to`, both included) and the documents behind
         *     each; see `GET /api/admin/tax/vat-summary`. `rate` is the standard rate in percent ("5.00").
         */
        VATSummary: {
            from: components["schemas"]["Date"];
            to: components["schemas"]["Date"];
            rate: string;
            supplies: components["schemas"]["SignedMoney"];
            outputVat: components["schemas"]["SignedMoney"];
            creditedNet: components["schemas"]["SignedMoney"];
            creditedVat: components["schemas"]["SignedMoney"];
            netSupplies: components["schemas"]["SignedMoney"];
            netOutputVat: components["schemas"]["SignedMoney"];
            expensesAmount: components["schemas"]["SignedMoney"];
            inputVat: components["schemas"]["SignedMoney"];
            netVat: components["schemas"]["SignedMoney"];
            invoices: components["schemas"]["VATDocument"][];
            creditNotes: components["schemas"]["VATDocument"][];
            expenses: components["schemas"]["VATExpense"][];
        };
        /** @description A tax invoice or credit note as a VAT figure lists it; a credit note's amounts as issued (positive). */
        VATDocument: {
            /** Format: int64 */
            id: number;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            number: string;
            issueDate: components["schemas"]["Date"];
            net: components["schemas"]["SignedMoney"];
            vat: components["schemas"]["SignedMoney"];
            /** @description On a credit note, the number of the invoice it corrects. */
            correctsNumber?: string;
        };
        /** @description An expense with VAT as input VAT lists it. */
        VATExpense: {
            /** Format: int64 */
            id: number;
            date: components["schemas"]["Date"];
            category: string;
            supplier: string;
            amount: components["schemas"]["Money"];
            vat: components["schemas"]["Money"];
        };
        /** @enum {string} */
        ExpensePayment: "cash" | "card" | "bank_transfer" | "other";
        /**
         * @description An expense as the form sends it. `date` is YYYY-MM-DD (or an RFC 3339 time, taken as its day in
         *     Dubai) inside the record window; `category` one line of 1 to 60 characters; `amount` above 0 and
         *     at most 1000000, `vat` from 0 to the amount ("" = 0), both with at most two decimals. On PATCH a
         *     field left out or null is unchanged.
         */
        ExpenseInput: {
            date?: string;
            category?: string;
            supplier?: string;
            amount?: components["schemas"]["FormNumber"];
            vat?: components["schemas"]["FormNumber"];
            paymentMethod?: string;
            note?: string;
        };
        PDFUpload: {
            /** Format: int64 */
            id: number;
            fileName: string;
            originalName: string;
            fileSize: number;
            /** @enum {string} */
            reportType: "daily" | "weekly" | "monthly";
            reportDate: components["schemas"]["Date"];
            description: string;
            /** Format: date-time */
            createdAt: string;
            downloadURL: string;
        };
        /** @description YYYY-MM-DDTHH:MM, a date and time of the spa's clock (Asia/Dubai by default), no zone */
        BlockTime: string;
        /** @description A room out of use from start to end (exclusive); a block reaching the end of a day ends at the next day's 00:00. */
        RoomBlock: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            roomId: number;
            start: components["schemas"]["BlockTime"];
            end: components["schemas"]["BlockTime"];
            note: string;
        };
        RoomBlockInput: {
            /** Format: int64 */
            roomId: number;
            /** @description YYYY-MM-DDTHH:MM on the spa's clock, an RFC 3339 date-time (taken to the spa's clock), or YYYY-MM-DD (its first moment) */
            start: string;
            /** @description as start, after it; 24:00 is the day's end, and a bare YYYY-MM-DD means the end of that day */
            end: string;
            /** @description one line, at most 200 characters */
            note?: string;
        };
        /** @description The part of one day a room block covers. */
        DayRoomBlock: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            roomId: number;
            start: components["schemas"]["Clock"];
            end: components["schemas"]["Clock"];
            note: string;
        };
        Review: {
            /** Format: int64 */
            id: number;
            name: string;
            text: string;
            rating: number;
            date: components["schemas"]["Date"];
            /** @description a short line under the name ('Dubai Marina resident'); '' for none */
            detail: string;
            shown: boolean;
            position: number;
        };
        /**
         * @description A review as the dashboard sends it; on creation name, text, rating and date are required. name 1 to
         *     80 characters; text 1 to 1000; rating a whole number from 1 to 5 (a number or a string); date
         *     YYYY-MM-DD, not after today on the spa's calendar; detail at most 120 characters, one line.
         */
        ReviewInput: {
            name?: string | null;
            text?: string | null;
            rating?: (number | string) | null;
            date?: string | null;
            detail?: string | null;
            shown?: boolean | null;
        };
        FAQEntry: {
            /** Format: int64 */
            id: number;
            question: string;
            /** @description the Arabic question; empty when not translated (an Arabic page shows the English one) */
            questionAr: string;
            answer: string;
            /** @description the Arabic answer, with the same placeholders as the English one; empty when not translated */
            answerAr: string;
            position: number;
        };
        /**
         * @description A question (one line, 1 to 200 characters) and its answer (1 to 2000); both on creation. questionAr
         *     and answerAr, their Arabic versions, are optional and may be empty (not translated); when given,
         *     at most 200 and 2000 characters ("Arabic question must be at most 200 characters.", "Arabic
         *     answer must be at most 2000 characters."), hidden characters refused.
         */
        FAQInput: {
            question?: string | null;
            questionAr?: string | null;
            answer?: string | null;
            answerAr?: string | null;
        };
        /** @description The fields of ReviewInput to change, with their rules, and a new position (1 to the number of reviews). */
        ReviewPatch: {
            name?: string | null;
            text?: string | null;
            rating?: (number | string) | null;
            date?: string | null;
            detail?: string | null;
            shown?: boolean | null;
            position?: number | null;
        };
        /** @description The fields of FAQInput to change, with their rules, and a new position (1 to the number of entries). */
        FAQPatch: {
            question?: string | null;
            questionAr?: string | null;
            answer?: string | null;
            answerAr?: string | null;
            position?: number | null;
        };
    };
    responses: {
        /** @description The request as decided. */
        TimeOffDecided: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TimeOffRequest"];
            };
        };
        /** @description No such request (`{"message":"Time off request not found."}`). */
        TimeOffNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request was approved or declined before (`This request has already been approved or declined.`). */
        TimeOffAlreadyDecided: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing to charge: no card saved with a deposit (`fee.no_card`), a booking neither a no-show nor cancelled late (`fee.status`), terms that ask no fee (`fee.none`), a fee charged already (`fee.charged`), or the card declined by Stripe (`fee.declined`, with its reason); nothing changes. */
        FeeRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The booking is cancelled or a no-show, or checked out already (`{"code":"booking.checkout_closed","params":{"invoiceId":"12"}}`, naming its invoice); nothing is issued. */
        CheckoutClosed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No admin session (`{"message":"Unauthorized"}`). */
        Unauthorized: {
            headers: {
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Unknown fields, wrong types, values that break a rule (text with control or direction characters
         *     among them), bytes that are not UTF-8, or a body that could not be read in full (cut off, or not
         *     sent within the server's read time-out: `{"message":"The request body could not be read in
         *     full."}`, and the connection is closed); `errors` names the fields.
         */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A browser sent the request from another site; or, on a staff route, the signed-in person's role may not use it (`{"message":"Your role does not allow this.","code":"staff.forbidden"}`). */
        CrossOrigin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The signed-in person's role may not use this route (`{"message":"Your role does not allow this.","code":"staff.forbidden"}`). */
        Forbidden: {
            headers: {
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The client is over DAYSPA_RATE_LIMIT public writes a minute; Retry-After says when to try again. */
        TooMany: {
            headers: {
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The client is over DAYSPA_READ_RATE_LIMIT availability reads a minute (300 by default); Retry-After says when to try again. */
        TooManyReads: {
            headers: {
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link is not valid, was used or has expired (`privacy.link_invalid`). */
        PrivacyLink: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link is not valid or has expired (the appointment is over); nothing is said of any booking. */
        ManageLink: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unknown /api/ path (`{"message":"Not Found"}`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A known /api/ path with a method it does not take (`{"message":"Method Not Allowed"}`). */
        MethodNotAllowed: {
            headers: {
                Allow: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many recent failed logins on this account (past 3) or from this client address (past 5):
         *     each failure after those doubles the wait from 1 second up to a minute. Retry-After says in how
         *     many seconds it may try again (`{"message":"Too many failed logins. Please try again in 1 minute."}`).
         */
        LoginThrottled: {
            headers: {
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description To the admin login page. */
        ToLoginPage: {
            headers: {
                Location: "/admin/login";
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description The body is over 64 KiB (256 KiB for a post's create and edit) (`{"message":"The request body is
         *     too large."}`). A declared `Content-Length` over it is answered at once, before the body is read,
         *     on every route but the uploads'; the connection is then closed.
         */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Anything unexpected; logged, answered without detail (`{"message":"Internal error."}`). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server has no file storage (`{"message":"File storage is not available."}`). */
        NoStorage: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Only the events of this person (their name), at most 100 characters. */
        AuditActor: string;
        /** @description Only the events of this kind of record (bookings, services, sessions...). */
        AuditEntity: string;
        /** @description Only the events of the record with this id. */
        AuditEntityId: string;
        /** @description Only the events of this action. */
        AuditAction: components["schemas"]["AuditAction"];
        /** @description The first day (YYYY-MM-DD, the spa's time zone). */
        AuditFrom: string;
        /** @description The last day (YYYY-MM-DD, the spa's time zone), not before from. */
        AuditTo: string;
        /** @description The privacy link's token, 32 base64url characters. */
        PrivacyToken: string;
        /** @description The manage link's token, 32 base64url characters. */
        ManageToken: string;
        ID: string;
        /** @description The language of the blog's posts, en (the default) or ar (their Arabic versions). */
        Lang: "en" | "ar";
        /**
         * @description The period's first day, YYYY-MM-DD. Give `from` and `to` together, or neither for the calendar
         *     quarter holding today in Dubai.
         */
        VATFrom: string;
        /** @description The period's last day, YYYY-MM-DD, on or after `from`; at most 366 days in all. */
        VATTo: string;
        /** @description The page, from 1 (default 1). */
        Page: string;
        /** @description Items per page, 1 to 100 (default 10). */
        Limit: string;
        /** @description Part of the customer's name or e-mail, in any case (at most 100 characters). */
        Search: string;
        /** @description Only invoices of this day (YYYY-MM-DD, the spa's calendar) or later. */
        IncomeFrom: string;
        /** @description Only invoices of this day (YYYY-MM-DD) or earlier, the whole day included. */
        IncomeTo: string;
        /** @description Only invoices of exactly this source. */
        IncomeSource: string;
        /** @description Only invoices whose therapist's name holds this, in any case. */
        IncomeTherapist: string;
        /** @description Only invoices whose totalAmount is at least this (AED, at most two decimals). */
        IncomeMinTotal: string;
        /** @description Only invoices whose totalAmount is at most this. */
        IncomeMaxTotal: string;
    };
    requestBodies: never;
    headers: {
        /** @description API answers are never cached. */
        NoStore: "no-store";
        /** @description The number of all items that match, on every page. */
        TotalCount: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Not ready (a dependency fails), or draining before a stop. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    currentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The admin is logged in. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    loginRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["ToLoginPage"];
        };
    };
    logoutRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["ToLoginPage"];
            500: components["responses"]["InternalError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the staff account's e-mail; missing or blank is a 400 naming the field */
                    email: string;
                    password: string;
                    /** @description the one-time code (6 digits) or a recovery code (xxxx-xxxx-xxxx) */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Logged in (`{"message":"Login successful","user":{…}}`, the person signed in). Two cookies: `dayspa_session` (HttpOnly, Path=/api) carries the session; `dayspa_signed_in=1` (readable by the app, Path=/, no secret) tells the app to ask GET /api/auth/user, which otherwise it need not. Logout and a 401 from /api/auth/user expire the hint. Or `{"needsCode":true}` (no cookie), or `{"needsSetup":true}` (the session cookie only). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: components["schemas"]["StaffProfile"];
                    } | {
                        /** @enum {boolean} */
                        needsCode: true;
                    } | {
                        /** @enum {boolean} */
                        needsSetup: true;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            /** @description Wrong e-mail or password, or a disabled account (`{"message":"Invalid password"}`); a wrong or used one-time code (`{"message":"Invalid code. Please try again."}`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["LoginThrottled"];
            500: components["responses"]["InternalError"];
        };
    };
    adminStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer; role is absent when nobody is signed in. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true for any signed-in staff member */
                        isAdmin: boolean;
                        role?: components["schemas"]["StaffRole"];
                        /** @description signed in with the password, the required sign-in code still to set up (isAdmin is false until then) */
                        needsSetup?: boolean;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in person. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    startSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret to type into an authenticator app and the otpauth:// URL to scan. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description base32, no padding */
                        secret: string;
                        /** @description otpauth://totp/…, SHA-1, 6 digits, 30 seconds */
                        otpauthUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A code is on already (`code.already_on`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    turnOffSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The code is off; the person's profile. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["LoginThrottled"];
            500: components["responses"]["InternalError"];
        };
    };
    confirmSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the app's current 6-digit code */
                    code: string;
                };
            };
        };
        responses: {
            /** @description The code is on; the 10 recovery codes, shown this once. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No set-up started (`code.not_started`), or a code is on already (`code.already_on`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every account, active or not; never a password or its hash. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccount"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description the login, stored lower-cased */
                    email: string;
                    role: components["schemas"]["StaffRole"];
                    /**
                     * Format: int64
                     * @description required for a therapist
                     */
                    therapistId?: number | null;
                    /** @description at least 8 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccount"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            /** @description From another site, a role that may not keep accounts, or a manager opening an owner's account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another account has the e-mail (`{"message":"Another staff account already uses this e-mail."}`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    mySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per signed-in browser; `current` marks this request's. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per signed-in browser of the account. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description A role that may not keep accounts, or a manager asking for an owner's sessions. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No account has that id (`{"message":"Staff account not found"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is over. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description From another site, or a session that must set up its sign-in code first. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description No live session has that id, or it is someone's whose account the person may not manage
             *     (`session.not_found`): others' ids are never revealed.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description From another site, a role that may not keep accounts, or a manager closing an owner's account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No account has that id (`{"message":"Staff account not found"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The spa's last active owner cannot be closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    role?: components["schemas"]["StaffRole"];
                    active?: boolean;
                    /**
                     * Format: int64
                     * @description null removes the link
                     */
                    therapistId?: number | null;
                    /** @description at least 8 characters */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The account as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccount"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            /** @description From another site, a role that may not keep accounts, or a manager touching an owner's account or making an owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No account has that id (`{"message":"Staff account not found"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail is another account's, or the change would leave the spa without an active owner. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            500: components["responses"]["InternalError"];
        };
    };
    adminNav: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The frame's facts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNav"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminBookings: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Only bookings in this status. */
                status?: "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "awaiting_payment" | "expired";
                /** @description Only bookings of this day (YYYY-MM-DD). */
                date?: string;
                /** @description Part of the customer's name or e-mail, in any case (at most 100 characters). */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all bookings that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingView"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCalendar: {
        parameters: {
            query: {
                /** @description The first day, YYYY-MM-DD, from 2000-01-01 to five years after today (the record window); any other is 400. */
                date: string;
                /** @description 1 (the default) to 7. */
                days?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarView"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayBoard"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSearch: {
        parameters: {
            query: {
                /** @description The text, trimmed, 2 to 100 characters; any other is 400 with `errors.q` 'Search must be 2 to 100 characters.' (code search.query). */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What matches. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminMoveBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingMove"];
            };
        };
        responses: {
            /** @description The booking as the calendar shows it now, with the move's undo ticket. A new day or time is e-mailed to the guest once the undo window has passed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarBooking"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A therapist or the room is taken then, the other booking named (`{"message":"Omar is booked then (booking #12)."}`), or the therapist does not work then, the room is blocked then (`{"message":"Jasmine is blocked from 2026-12-01 10:00 to 12:00 (Steam repair)."}`), the spa is closed, or the booking is no longer pending or confirmed; nothing is changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUndoBookingChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the undo ticket's token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The booking as restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The undo window has passed, or the token is unknown or used (`{"code":"undo.expired"}`), the booking changed since (`undo.changed`), or its place is no longer free (`undo.slot_taken`); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCheckoutDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutDraft"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["CheckoutClosed"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutInput"];
            };
        };
        responses: {
            /** @description The invoice issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice: components["schemas"]["TaxDocument"];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["CheckoutClosed"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminBookingPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments and refunds, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingMoney"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    paymentId?: number;
                    amount: components["schemas"]["Money"];
                    /** @description the credit note's reason; "Deposit refunded" when left out */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The refund made, and the booking's payments and refunds after it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund: components["schemas"]["PaymentRefund"];
                        payments: components["schemas"]["BookingPayment"][];
                        refunds: components["schemas"]["PaymentRefund"][];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stripe refused the refund, payments are not set up, or the booking's final invoice deducts the deposit. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminBookingFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee and the card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeePreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No booking has that id, or online payments are not set up (`{"code":"payment.off"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["FeeRefused"];
            500: components["responses"]["InternalError"];
        };
    };
    adminChargeBookingFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: components["schemas"]["Money"];
                };
            };
        };
        responses: {
            /** @description The fee payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPayment"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id, or online payments are not set up (`{"code":"payment.off"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["FeeRefused"];
            500: components["responses"]["InternalError"];
        };
    };
    adminMakePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "deposit" | "full";
                };
            };
        };
        responses: {
            /** @description The link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id, or online payments are not set up (`{"code":"payment.off"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No link for this booking: not pending or confirmed (`link.status`), no deposit asked (`link.no_deposit`), the deposit paid (`link.deposit_paid`), nothing left to pay (`link.nothing_due`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminCheckoutPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutInput"];
            };
        };
        responses: {
            /** @description The priced sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalePreview"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CheckoutClosed"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminInvoices: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Only invoices of this day (YYYY-MM-DD, the spa's calendar) or later. */
                from?: components["parameters"]["IncomeFrom"];
                /** @description Only invoices of this day (YYYY-MM-DD) or earlier, the whole day included. */
                to?: components["parameters"]["IncomeTo"];
                /** @description A document's number ("INV-000123", "inv-123"; digits alone find the invoice and the credit note with that sequence), else part of the guest's or the buyer's name; at most 100 characters. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoices: components["schemas"]["TaxDocument"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice: components["schemas"]["TaxDocument"];
                        creditNotes: components["schemas"]["TaxDocument"][];
                        /** @description What is left of an invoice to credit ("0.00" for a credit note). */
                        left: components["schemas"]["Money"];
                        /**
                         * Format: int64
                         * @description On a deposit's invoice, the booking whose payment it invoiced, to refund from (its payments and refunds are that booking's).
                         */
                        paymentBookingId?: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminInvoicePDF: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminInvoiceReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminInvoiceUBL: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No document has that id (invoice.not_found), or its buyer has no TRN (invoice.no_ubl). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteInput"];
            };
        };
        responses: {
            /** @description The credit note issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditNote: components["schemas"]["TaxDocument"];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No document has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminEmailInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: components["schemas"]["OutboxMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No document has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The document has no guest e-mail to send it to (`invoice.no_email`), as one of the Add New Invoice form, which came from no booking; nothing is queued. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminEmailPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: components["schemas"]["OutboxMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No payment link has that id (`link.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The booking's guest has no e-mail (`link.no_email`), or the link has expired (`link.expired`: make a new one); nothing is queued. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetBookingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "confirmed" | "completed" | "cancelled" | "no_show";
                    /** @description required for cancelled and no_show */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The booking in its new status, with the change's undo ticket. The guest's e-mail of the change is due once the undo window has passed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No booking has that id (`{"message":"Booking not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The booking cannot move from its status to that one (`{"message":"A pending booking cannot become completed."}`), or it is to be completed or marked no_show before its start time has passed on the spa's clock (`{"message":"This booking has not started yet: it can be marked completed or no-show once its start time has passed."}`); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminOutbox: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                status?: "pending" | "sent" | "failed" | "dropped";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all messages that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminOutboxMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message and its preview. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"] & {
                        preview: {
                            subject: string;
                            text: string;
                            html: string;
                        };
                        /** @description the .ics file, empty when the message has none */
                        ics: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No message has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminResendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, pending again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No message has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The message is not failed (pending, sent or dropped); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminCustomers: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Part of the customer's name or e-mail, in any case (at most 100 characters). */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all customers that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerView"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminExportCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": "attachment; filename=\"personal-data.json\"";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such customer. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminForgetCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description why (the guest's request, how it came); optional */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The customer is forgotten. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgetResult"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such customer (or forgotten already). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminContactMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminMarkMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No message has that id (`{"message":"Message not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceView"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"] & unknown;
            };
        };
        responses: {
            /** @description The service. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description The service as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No service has that id (`{"message":"Service not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminTherapists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The therapists. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Therapist"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateTherapist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TherapistInput"] & unknown;
            };
        };
        responses: {
            /** @description The therapist. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Therapist"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteTherapist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The therapist holds bookings from today on (`{"message":"This therapist has 2 upcoming bookings. Deactivate them instead."}`); nothing is removed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateTherapist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TherapistInput"];
            };
        };
        responses: {
            /** @description The therapist as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Therapist"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminGallery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pictures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateGalleryItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    alt: string;
                    altAr?: string;
                    category: string;
                };
            };
        };
        responses: {
            /** @description The picture, last in the gallery. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
            /** @description No file storage is configured (`{"message":"File storage is not available."}`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminDeleteGalleryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No picture has that id (`{"message":"Picture not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No file storage is configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUpdateGalleryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string | null;
                    altAr?: string | null;
                    category?: string | null;
                    position?: number | null;
                };
            };
        };
        responses: {
            /** @description The picture as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No picture has that id (`{"message":"Picture not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateTeamProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    speciality?: string | null;
                    specialityAr?: string | null;
                    bio?: string | null;
                    bioAr?: string | null;
                    photoAlt?: string | null;
                    shownOnSite?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The profile as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProfile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetTeamPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    photoAlt: string;
                };
            };
        };
        responses: {
            /** @description The profile with its new photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProfile"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No therapist has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
            /** @description No file storage is configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminTherapistEarnings: {
        parameters: {
            query?: {
                /** @description The month, YYYY-MM, from 2000-01 to five years ahead; this month of the spa's calendar when absent. */
                month?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's earnings. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TherapistMonthEarnings"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminStatement: {
        parameters: {
            query?: {
                /** @description The month, YYYY-MM, from 2000-01 to five years ahead; this month of the spa's calendar when absent. */
                month?: string;
                /** @description Accepted for symmetry with the PDF; `en` (the default) or `ar`. */
                lang?: "" | "en" | "ar";
            };
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's statement. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayStatement"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminStatementPDF: {
        parameters: {
            query?: {
                /** @description The month, YYYY-MM, from 2000-01 to five years ahead; this month of the spa's calendar when absent. */
                month?: string;
                /** @description The PDF's language, `en` (the default) or `ar`. */
                lang?: "" | "en" | "ar";
            };
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminRecordPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutInput"];
            };
        };
        responses: {
            /** @description The payout recorded, and the month's statement with it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payout: components["schemas"]["Payout"];
                        statement: components["schemas"]["PayStatement"];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No therapist has that id (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    myEarnings: {
        parameters: {
            query?: {
                /** @description The month, YYYY-MM, from 2000-01 to five years ahead; this month of the spa's calendar when absent. */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's earnings. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TherapistMonthEarnings"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account is linked to no therapist (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    myCalendar: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD, inside the record window; today in the spa's calendar when absent. */
                from?: string;
                /** @description The last day, YYYY-MM-DD, on or after from and at most 31 days in all; from when absent. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her bookings of the days. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnCalendar"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    myTimeOffRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Her requests. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    myTimeOffRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 2026-12-01 */
                    from: string;
                    /** @example 2026-12-02 */
                    to: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The request, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description The account is linked to no therapist (`{"message":"Therapist not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminTimeOffRequests: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "declined";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffRequest"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminApproveTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TimeOffDecided"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["TimeOffNotFound"];
            /** @description The request was approved or declined before (`time_off.decided`), or its days have all passed in the spa's calendar (`time_off.passed`: `The days of this request have passed: it can only be declined.`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminDeclineTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TimeOffDecided"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["TimeOffNotFound"];
            409: components["responses"]["TimeOffAlreadyDecided"];
            500: components["responses"]["InternalError"];
        };
    };
    adminPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreatePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostInput"] & unknown;
            };
        };
        responses: {
            /** @description The post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminBlogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategory"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetBlogCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the category's English name, as the posts carry it (percent-encoded) */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogCategoryInput"];
            };
        };
        responses: {
            /** @description The category as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogCategory"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No post carries that category (`{"message":"Category not found."}`); nothing is stored. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminPreviewPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Markdown */
                    content: string;
                };
            };
        };
        responses: {
            /** @description The sanitized HTML, as the article page would show it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No post has that id (`{"message":"Post not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The post has an uploaded cover and no file storage is configured to remove its files; nothing is removed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUpdatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostInput"];
            };
        };
        responses: {
            /** @description The post as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No post has that id (`{"message":"Post not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetPostCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    coverAlt: string;
                };
            };
        };
        responses: {
            /** @description The post with its new cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No post has that id (`{"message":"Post not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
            /** @description No file storage is configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRemovePostCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post without its cover. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPost"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No post has that id (`{"message":"Post not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description No file storage is configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rooms. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomInput"] & unknown;
            };
        };
        responses: {
            /** @description The room. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No room has that id (`{"message":"Room not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The room holds bookings from today on (`{"message":"This room has 1 upcoming booking. Deactivate it instead."}`); nothing is removed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomInput"];
            };
        };
        responses: {
            /** @description The room as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No room has that id (`{"message":"Room not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminRoomBlocks: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD (today in the spa's zone by default). */
                from?: string;
                /** @description The last day, YYYY-MM-DD, not before from (a year after from by default). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocks. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomBlock"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateRoomBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomBlockInput"];
            };
        };
        responses: {
            /** @description The block. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomBlock"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description The room is already blocked then (`{"message":"This room is already blocked from 2026-12-01 10:00 to 12:00 (Steam repair). Delete that block first or choose another time."}`), or bookings hold it then, counted and named (`{"message":"1 booking holds the room then: #12 Sara Ahmed on 2026-12-01 at 10:00. Move or cancel it first."}`); nothing is stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteRoomBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No block has that id (`{"message":"Room block not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateRoomBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomBlockInput"];
            };
        };
        responses: {
            /** @description The block as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomBlock"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No block has that id (`{"message":"Room block not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another block of the room, or bookings that hold it, in the new time (as for a new block); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDepositPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policies, and whether online payments are set up (without them nothing is asked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        default: components["schemas"]["DepositPolicy"];
                        services: components["schemas"]["DepositPolicy"][];
                        paymentsConfigured: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetDepositPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositPolicy"];
            };
        };
        responses: {
            /** @description The policy as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositPolicy"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No service has that id (`{"code":"deposit.service"}`); nothing changes. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteDepositPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description The service has no policy of its own (`{"code":"deposit.own_none"}`); nothing changes. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetentionSettings"];
            };
        };
        responses: {
            /** @description The settings as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionSettings"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hours. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningHours"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSetOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpeningHours"];
            };
        };
        responses: {
            /** @description The hours as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningHours"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCheckOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpeningHours"];
            };
        };
        responses: {
            /** @description The bookings outside the hours, by day and start. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutsideHours"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSpecialDays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The special days. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialDay"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateSpecialDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpecialDayInput"];
            };
        };
        responses: {
            /** @description The special day. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialDay"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description The dates overlap another special day's; nothing is stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCheckSpecialDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpecialDayInput"];
            };
        };
        responses: {
            /** @description The bookings outside the hours, by day and start. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutsideHours"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteSpecialDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No special day has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminSubscribers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscribers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminSubscribersCSV: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": "attachment; filename=\"newsletter-subscribers.csv\"";
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminAudit: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Only the events of this person (their name), at most 100 characters. */
                actor?: components["parameters"]["AuditActor"];
                /** @description Only the events of this kind of record (bookings, services, sessions...). */
                entity?: components["parameters"]["AuditEntity"];
                /** @description Only the events of the record with this id. */
                entityId?: components["parameters"]["AuditEntityId"];
                /** @description Only the events of this action. */
                action?: components["parameters"]["AuditAction"];
                /** @description The first day (YYYY-MM-DD, the spa's time zone). */
                from?: components["parameters"]["AuditFrom"];
                /** @description The last day (YYYY-MM-DD, the spa's time zone), not before from. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all events that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    adminAuditCSV: {
        parameters: {
            query?: {
                /** @description Only the events of this person (their name), at most 100 characters. */
                actor?: components["parameters"]["AuditActor"];
                /** @description Only the events of this kind of record (bookings, services, sessions...). */
                entity?: components["parameters"]["AuditEntity"];
                /** @description Only the events of the record with this id. */
                entityId?: components["parameters"]["AuditEntityId"];
                /** @description Only the events of this action. */
                action?: components["parameters"]["AuditAction"];
                /** @description The first day (YYYY-MM-DD, the spa's time zone). */
                from?: components["parameters"]["AuditFrom"];
                /** @description The last day (YYYY-MM-DD, the spa's time zone), not before from. */
                to?: components["parameters"]["AuditTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": "attachment; filename=\"audit.csv\"";
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    adminIncome: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Only invoices of this day (YYYY-MM-DD, the spa's calendar) or later. */
                from?: components["parameters"]["IncomeFrom"];
                /** @description Only invoices of this day (YYYY-MM-DD) or earlier, the whole day included. */
                to?: components["parameters"]["IncomeTo"];
                /** @description Only invoices of exactly this source. */
                source?: components["parameters"]["IncomeSource"];
                /** @description Only invoices whose therapist's name holds this, in any case. */
                therapist?: components["parameters"]["IncomeTherapist"];
                /** @description Only invoices whose totalAmount is at least this (AED, at most two decimals). */
                minTotal?: components["parameters"]["IncomeMinTotal"];
                /** @description Only invoices whose totalAmount is at most this. */
                maxTotal?: components["parameters"]["IncomeMaxTotal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all invoices that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeTransaction"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateIncome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomeInput"] & unknown;
            };
        };
        responses: {
            /** @description The invoice. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeTransaction"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminIncomeStats: {
        parameters: {
            query?: {
                /** @description Only invoices of this day (YYYY-MM-DD, the spa's calendar) or later. */
                from?: components["parameters"]["IncomeFrom"];
                /** @description Only invoices of this day (YYYY-MM-DD) or earlier, the whole day included. */
                to?: components["parameters"]["IncomeTo"];
                /** @description Only invoices of exactly this source. */
                source?: components["parameters"]["IncomeSource"];
                /** @description Only invoices whose therapist's name holds this, in any case. */
                therapist?: components["parameters"]["IncomeTherapist"];
                /** @description Only invoices whose totalAmount is at least this (AED, at most two decimals). */
                minTotal?: components["parameters"]["IncomeMinTotal"];
                /** @description Only invoices whose totalAmount is at most this. */
                maxTotal?: components["parameters"]["IncomeMaxTotal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sums. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeStats"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminIncomeSummary: {
        parameters: {
            query?: {
                /** @description How many of the newest day cards (1 to 731, default 31). */
                days?: string;
                /** @description Only invoices of this day (YYYY-MM-DD, the spa's calendar) or later. */
                from?: components["parameters"]["IncomeFrom"];
                /** @description Only invoices of this day (YYYY-MM-DD) or earlier, the whole day included. */
                to?: components["parameters"]["IncomeTo"];
                /** @description Only invoices of exactly this source. */
                source?: components["parameters"]["IncomeSource"];
                /** @description Only invoices whose therapist's name holds this, in any case. */
                therapist?: components["parameters"]["IncomeTherapist"];
                /** @description Only invoices whose totalAmount is at least this (AED, at most two decimals). */
                minTotal?: components["parameters"]["IncomeMinTotal"];
                /** @description Only invoices whose totalAmount is at most this. */
                maxTotal?: components["parameters"]["IncomeMaxTotal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeSummary"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminIncomeCharts: {
        parameters: {
            query?: {
                /** @description The period's first day, YYYY-MM-DD. When absent, the 30 days up to `to` (or up to today when `to` is absent too). */
                from?: string;
                /** @description The period's last day, YYYY-MM-DD, not before `from`. When absent, 30 days from `from` but not past today (nor before `from`). */
                to?: string;
                /** @description The grain of the takings' axis; day when absent. */
                by?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charts' figures, with the period and grain they cover (`from`, `to`, `by`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeCharts"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteIncome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No invoice has that id (`{"message":"Transaction not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateIncome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomeInput"];
            };
        };
        responses: {
            /** @description The invoice as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeTransaction"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No invoice has that id (`{"message":"Transaction not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminExpenses: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description Only expenses of this day (YYYY-MM-DD) or later. */
                from?: string;
                /** @description Only expenses of this day (YYYY-MM-DD) or earlier. */
                to?: string;
                /** @description Only expenses of this category, in any case (at most 60 characters). */
                category?: string;
                /** @description Part of the supplier or the note, in any case (at most 100 characters). */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all expenses that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateExpense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseInput"] & unknown;
            };
        };
        responses: {
            /** @description The expense. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteExpense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No expense has that id (`expense.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateExpense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseInput"];
            };
        };
        responses: {
            /** @description The expense as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No expense has that id (`expense.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminExpenseReceipt: {
        parameters: {
            query?: {
                /** @description 1: answer it as an attachment. */
                download?: "1";
            };
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, of the type read from its content when it was attached. */
            200: {
                headers: {
                    "Cache-Control": "private, no-store";
                    "X-Content-Type-Options": "nosniff";
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No expense has that id (`expense.not_found`), or it has no receipt (`expense.no_receipt`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    adminSetExpenseReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The expense with its receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No expense has that id (`expense.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    adminRemoveExpenseReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expense, without a receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No expense has that id (`expense.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    adminEntitlements: {
        parameters: {
            query?: {
                /** @description The page, from 1 (default 1). */
                page?: components["parameters"]["Page"];
                /** @description Items per page, 1 to 100 (default 10). */
                limit?: components["parameters"]["Limit"];
                /** @description A code, or part of a code, name or e-mail (at most 100 characters). */
                search?: string;
                /** @description Only this kind. */
                kind?: components["schemas"]["EntitlementKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; X-Total-Count is the number of all that match. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entitlement"][];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminIssueEntitlement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntitlementInput"];
            };
        };
        responses: {
            /** @description The entitlement, its code and balance. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entitlement"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminEntitlementSummary: {
        parameters: {
            query: {
                /** @description The period's first day (YYYY-MM-DD). */
                from: string;
                /** @description The period's last day (YYYY-MM-DD), not before from. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures by kind and in all. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementSummary"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminEntitlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entitlement and its ledger. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No entitlement has that id (`entitlement.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminAdjustEntitlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustInput"];
            };
        };
        responses: {
            /** @description The entitlement and its ledger as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementDetail"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No entitlement has that id (`entitlement.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change would take the balance below zero, or the entitlement has expired; nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminRenewEntitlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewInput"];
            };
        };
        responses: {
            /** @description The membership and its ledger as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementDetail"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No entitlement has that id (`entitlement.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a membership, or one that has ended; nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminStopRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StopRenewalInput"];
            };
        };
        responses: {
            /** @description The membership and its ledger as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementDetail"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No entitlement has that id (`entitlement.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The membership does not renew on its own; nothing is written. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    adminAddOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferInput"];
            };
        };
        responses: {
            /** @description The offer written. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferInput"];
            };
        };
        responses: {
            /** @description The offer as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No offer has that id (`offer.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminVATSummary: {
        parameters: {
            query?: {
                /**
                 * @description The period's first day, YYYY-MM-DD. Give `from` and `to` together, or neither for the calendar
                 *     quarter holding today in Dubai.
                 */
                from?: components["parameters"]["VATFrom"];
                /** @description The period's last day, YYYY-MM-DD, on or after `from`; at most 366 days in all. */
                to?: components["parameters"]["VATTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures and their documents. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VATSummary"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminVATSummaryCSV: {
        parameters: {
            query?: {
                /**
                 * @description The period's first day, YYYY-MM-DD. Give `from` and `to` together, or neither for the calendar
                 *     quarter holding today in Dubai.
                 */
                from?: components["parameters"]["VATFrom"];
                /** @description The period's last day, YYYY-MM-DD, on or after `from`; at most 366 days in all. */
                to?: components["parameters"]["VATTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminFAF: {
        parameters: {
            query?: {
                /**
                 * @description The period's first day, YYYY-MM-DD. Give `from` and `to` together, or neither for the calendar
                 *     quarter holding today in Dubai.
                 */
                from?: components["parameters"]["VATFrom"];
                /** @description The period's last day, YYYY-MM-DD, on or after `from`; at most 366 days in all. */
                to?: components["parameters"]["VATTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminGenerateReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD (or an RFC 3339 time, taken as its day in Dubai); blank for no lower bound */
                    startDate?: string;
                    /** @description YYYY-MM-DD, included; blank for no upper bound */
                    endDate?: string;
                    /** @enum {string} */
                    reportType?: "income" | "";
                    /** @enum {string} */
                    format?: "html" | "pdf" | "csv" | "";
                };
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminPDFUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PDFUpload"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreatePDFUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileName: string;
                    originalName?: string;
                    uploadURL: string;
                    fileSize?: number | string;
                    /** @enum {string} */
                    reportType: "daily" | "weekly" | "monthly";
                    /** @description YYYY-MM-DD */
                    reportDate: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PDFUpload"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDownloadPDFUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No report has that id (`{"message":"Report not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    adminDeletePDFUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No report has that id (`{"message":"Report not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    createUploadURL: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The URL. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploadURL: string;
                        /** Format: date-time */
                        expiresAt: string;
                        /** @enum {integer} */
                        maxSize: 52428800;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    putUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploadURL: string;
                        fileSize: number;
                    };
                };
            };
            /** @description The body is empty (`{"message":"The file is empty."}`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The URL is not one of this server's (`{"message":"This upload link is not valid. Please start the upload again."}`), or a browser sent it from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The URL has expired, or was used for a finished upload. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 52,428,800 bytes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not a PDF (`{"message":"Only PDF files can be uploaded: this file is not a PDF."}`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["NoStorage"];
        };
    };
    listServices: {
        parameters: {
            query?: {
                /** @description `true`: every service with an empty `description` and `descriptionAr` (the names every page's footer lists); absent or `false`: with its descriptions. */
                summary?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"][];
                };
            };
            400: components["responses"]["Invalid"];
            500: components["responses"]["InternalError"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The language of the blog's posts, en (the default) or ar (their Arabic versions). */
                lang?: components["parameters"]["Lang"];
                /** @description `true`: every post with an empty `content`; absent or `false`: with its Markdown. */
                summary?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            400: components["responses"]["Invalid"];
            500: components["responses"]["InternalError"];
        };
    };
    getPost: {
        parameters: {
            query?: {
                /** @description The language of the blog's posts, en (the default) or ar (their Arabic versions). */
                lang?: components["parameters"]["Lang"];
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostDetail"];
                };
            };
            /** @description The slug is one the post had before (in that language); Location is `/api/blog/{its slug now}`, with `?lang=ar` for an Arabic slug. */
            301: {
                headers: {
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            /** @description No live post has that slug (`{"message":"Post not found"}`); drafts and scheduled posts are not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getAvailability: {
        parameters: {
            query: {
                /** @description any (default), female, male or therapist:{id}; anything else is 400. */
                preference?: string;
                serviceId: string;
                /** @description YYYY-MM-DD, or an RFC 3339 date-time mapped to the spa's calendar date; a day a visitor may book (today up to 90 days ahead), any other is 400. */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's slots. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            400: components["responses"]["Invalid"];
            429: components["responses"]["TooManyReads"];
            500: components["responses"]["InternalError"];
        };
    };
    getMonthAvailability: {
        parameters: {
            query: {
                serviceId: string;
                /** @description YYYY-MM, a month that holds a day a visitor may book (today up to 90 days ahead); any other is 400. */
                month: string;
                /** @description any (default), female, male or therapist:{id}. */
                preference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every day of the month. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthAvailability"];
                };
            };
            400: components["responses"]["Invalid"];
            429: components["responses"]["TooManyReads"];
            500: components["responses"]["InternalError"];
        };
    };
    listPublicTherapists: {
        parameters: {
            query: {
                serviceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The therapists, by name. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTherapist"][];
                };
            };
            400: components["responses"]["Invalid"];
            500: components["responses"]["InternalError"];
        };
    };
    listGallery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pictures. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryItem"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shown reviews. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listFAQ: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FAQEntry"][];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reviews. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewInput"];
            };
        };
        responses: {
            /** @description The review, last in the list. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No review has that id (`{"message":"Review not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewPatch"];
            };
        };
        responses: {
            /** @description The review as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No review has that id (`{"message":"Review not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminFAQ: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FAQEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    adminCreateFAQEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FAQInput"];
            };
        };
        responses: {
            /** @description The entry, last in the list. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FAQEntry"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    adminDeleteFAQEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No entry has that id (`{"message":"Question not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    adminUpdateFAQEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FAQPatch"];
            };
        };
        responses: {
            /** @description The entry as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FAQEntry"];
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CrossOrigin"];
            /** @description No entry has that id (`{"message":"Question not found."}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    picture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": "public, max-age=31536000, immutable";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/jpeg": string;
                };
            };
            /** @description The client holds it (If-None-Match). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such picture. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRequest"];
            };
        };
        responses: {
            /** @description Stored (pending, or awaiting_payment with `paymentUrl`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            /** @description No room and therapist of the preference are free then (or the time has passed, the spa is closed, or the treatment would end after closing); nothing is stored. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            /**
             * @description Either the client is over DAYSPA_RATE_LIMIT public writes a minute (with `Retry-After`, as on the
             *     other public writes), or the guest already has DAYSPA_GUEST_DAILY_LIMIT (3) pending requests
             *     for that day, counted by e-mail (any case) or phone (its digits), without `Retry-After`: `{"message":
             *     "You already have 3 pending booking requests for that day. Please call +971 4 123 4567 or
             *     message us on WhatsApp at +971501234567 to book more."}`. Nothing is stored.
             */
            429: {
                headers: {
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An internal error, or Stripe could not make the payment page (`{"code":"payment.checkout"}`): the booking is not kept and its place is free. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Kept (or not one that matters); the work is done after the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                    };
                };
            };
            /** @description The signature does not verify (`{"code":"payment.signature"}`); nothing is kept. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Online payments are not set up (`{"code":"payment.off"}`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    createContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description The form's box for offers and news by e-mail, never ticked for the visitor; the newsletter needs it: anything but true is 400 with `errors.marketing`. Its consent is stored with `marketingVersion`, the time and `language`, on every subscription. */
                    marketing: boolean;
                    /** @description The version of the box's words the visitor saw (1 to 32 letters, digits, dots, dashes or underscores). */
                    marketingVersion?: string;
                    /** @description en (the default when absent) or ar, the page's language. */
                    language?: components["schemas"]["Language"];
                };
            };
        };
        responses: {
            /** @description Already subscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Subscribed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    requestPrivacyLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @description en (the default when absent) or ar: the e-mail's and the link's language. */
                    language?: components["schemas"]["Language"];
                };
            };
        };
        responses: {
            /** @description Accepted; a link is e-mailed if the spa holds data for the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    getPrivacyData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The privacy link's token, 32 base64url characters. */
                token: components["parameters"]["PrivacyToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's data, as the guest's export gives it. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonData"];
                };
            };
            404: components["responses"]["PrivacyLink"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    forgetByPrivacyLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The privacy link's token, 32 base64url characters. */
                token: components["parameters"]["PrivacyToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgetResult"];
                };
            };
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["PrivacyLink"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    recordConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Whether the visitor allows measuring visits. */
                    analytics: boolean;
                    /** @description Whether the visitor allows the ad tracker. */
                    advertising: boolean;
                    /** @description The version of the notice's words the visitor saw. */
                    version: string;
                    /**
                     * @description The language of the page the visitor answered on.
                     * @enum {string}
                     */
                    language: "en" | "ar";
                };
            };
        };
        responses: {
            /** @description Recorded; the visitor cookie is set (again). */
            204: {
                headers: {
                    /** @description `dayspa_visitor=<32 hex digits>; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax` */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    getManagedBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking, and whether the guest may still change it (and why not). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedBooking"];
                };
            };
            404: components["responses"]["ManageLink"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    getGiftCardOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardOptions"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    buyGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCardPurchase"];
            };
        };
        responses: {
            /** @description The purchase, waiting for its payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiftCardCheckout"];
                };
            };
            /** @description A field is missing or wrong (`gift_card.amount`, `gift_card.amount_or_service`, `gift_card.service`, `gift_card.delivery_date`, `gift_card.message`, the names' and e-mails' codes); nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The spa takes no online payments now (`gift_card.unavailable`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    getOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offers on sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OffersOnSale"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    buyOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferPurchase"];
            };
        };
        responses: {
            /** @description The purchase, waiting for its payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferCheckout"];
                };
            };
            /** @description The name, e-mail or language is missing or wrong; nothing is written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No offer on sale online has that id (`offer.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The spa takes no online payments now (`offer.unavailable`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    getEntitlementBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntitlementBalance"];
                };
            };
            /** @description Not a code (`entitlement.code_format`), or one with a typing mistake its check character catches (`entitlement.code_check`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No gift card, package or membership has that code (`entitlement.not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelManagedBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking, cancelled; the guest's cancellation e-mail is written. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedBooking"];
                };
            };
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["ManageLink"];
            /** @description Cancelled already, no longer changeable, or past the cut-off (the message says how to reach the spa); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    rescheduleManagedBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD, today up to 90 days ahead */
                    bookingDate: string;
                    /** @description HH:MM, one of the day's start times */
                    bookingTime: string;
                };
            };
        };
        responses: {
            /** @description The booking at its new time; the guest's 'changed' e-mail is written. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedBooking"];
                };
            };
            400: components["responses"]["Invalid"];
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["ManageLink"];
            /** @description The time is full (or closed, or past), the booking is already there, or it can no longer be changed; nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    managedInvoicePDF: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
                id: components["parameters"]["ID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, as an attachment named after its number. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            404: components["responses"]["ManageLink"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    managedPersonData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "Content-Disposition": "attachment; filename=\"personal-data.json\"";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonData"];
                };
            };
            404: components["responses"]["ManageLink"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    forgetManagedPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The manage link's token, 32 base64url characters. */
                token: components["parameters"]["ManageToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guest is forgotten. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForgetResult"];
                };
            };
            403: components["responses"]["CrossOrigin"];
            404: components["responses"]["ManageLink"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            500: components["responses"]["InternalError"];
        };
    };
    sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    blogFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    arabicBlogFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    robots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}

// A recording stand-in in front of stripe-mock for the browser tests: it passes every request of the payments
// test server on to stripe-mock unchanged and keeps, for each Checkout session made, the booking, the gift card
// order or the package's or membership's order it was made for (its metadata). stripe-mock answers every session with
// the same hosted page's address, so a test that signs Stripe's notice of a payment asks here which session a booking's
// hold has (GET /__e2e/sessions?booking=N), or a gift card order's (GET /__e2e/sessions?giftCardOrder=N), or an
// offer order's (GET /__e2e/sessions?offerOrder=N). An offer's purchase answers no order id: the orders made for a
// buyer's e-mail (the session's customer_email) are GET /__e2e/orders?offerOrderBy=EMAIL, oldest first.
// Usage: node stripe-recorder.mjs <listen port> <stripe-mock port>
import http from 'node:http';

const [listen, upstream] = process.argv.slice(2).map(Number);
const sessions = new Map(); // "booking:N", "giftCardOrder:N" or "offerOrder:N" → session ids, oldest first
const orders = new Map(); // "offerOrderBy:EMAIL" → offer order ids, oldest first

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__e2e/sessions' || url.pathname === '/__e2e/orders') {
      res.setHeader('Content-Type', 'application/json');
      const [kind, id] = [...url.searchParams.entries()][0] ?? ['', ''];
      const kept = url.pathname === '/__e2e/orders' ? orders : sessions;
      res.end(JSON.stringify(kept.get(`${kind}:${id}`) ?? []));
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const out = http.request(
        { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${upstream}` } },
        (answer) => {
          const parts = [];
          answer.on('data', (c) => parts.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions' && answer.statusCode === 200) {
              const form = new URLSearchParams(body.toString());
              const booking = form.get('metadata[booking_id]');
              const order = form.get('metadata[gift_card_order_id]');
              const offerOrder = form.get('metadata[offer_order_id]');
              const key = booking
                ? `booking:${booking}`
                : order
                  ? `giftCardOrder:${order}`
                  : offerOrder
                    ? `offerOrder:${offerOrder}`
                    : '';
              const id = JSON.parse(text.toString()).id;
              if (key && id) sessions.set(key, [...(sessions.get(key) ?? []), id]);
              const buyer = form.get('customer_email');
              if (offerOrder && buyer) {
                const by = `offerOrderBy:${buyer}`;
                orders.set(by, [...(orders.get(by) ?? []), Number(offerOrder)]);
              }
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(text);
          });
        },
      );
      out.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      out.end(body);
    });
  })
  .listen(listen, '127.0.0.1', () => {
    process.stderr.write(`stripe recorder on ${String(listen)}, passing to ${String(upstream)}\n`);
  });

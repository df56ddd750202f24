// A stand-in in front of stripe-mock for the browser tests: every request goes on to stripe-mock as it came, and
// the answer comes back as it went; it only remembers which Checkout session each booking's deposit was given
// (stripe-mock makes a new id each time), so that a test can send the webhook's event Stripe would send for it:
// GET /__e2e/sessions/{bookingId} answers {"id": "cs_…"}.
import { createServer, request } from 'node:http';

const port = Number(process.env.RECORDER_PORT);
const upstream = Number(process.env.STRIPE_MOCK_PORT);
const sessions = new Map();

createServer((req, res) => {
  const known = /^\/__e2e\/sessions\/(\d+)$/.exec(req.url ?? '');
  if (known) {
    const id = sessions.get(known[1]);
    res.writeHead(id ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(id ? { id } : { error: 'no session for that booking' }));
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const forward = request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const back = [];
        answer.on('data', (c) => back.push(c));
        answer.on('end', () => {
          const out = Buffer.concat(back);
          if (req.method === 'POST' && req.url === '/v1/checkout/sessions' && answer.statusCode === 200) {
            const booking = new URLSearchParams(body.toString()).get('metadata[booking_id]');
            if (booking) sessions.set(booking, JSON.parse(out.toString()).id);
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(out);
        });
      },
    );
    forward.on('error', (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
    forward.end(body);
  });
}).listen(port, '127.0.0.1');

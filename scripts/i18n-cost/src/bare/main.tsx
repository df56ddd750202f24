import { useState } from 'react';
import { createRoot } from 'react-dom/client';

// The component every variant renders: three plain labels, one with a value, one plural.
function Card() {
  const [count, setCount] = useState(1);
  return (
    <section>
      <h1>Welcome to the spa</h1>
      <p>{`Hello, ${'Layla'}`}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count === 1 ? '1 treatment booked' : `${count} treatments booked`}
      </button>
    </section>
  );
}

createRoot(document.getElementById('root')!).render(<Card />);

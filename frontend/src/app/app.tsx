import { apiLinks } from './api-links';

/** Placeholder shell: the screens arrive with the frontend issue. Until then the page points at
 * the running API and its documentation. */
export function App() {
  return (
    <main className="container py-5">
      <h1>Dealer Trade Network</h1>
      <p className="lead">The dealer-to-dealer vehicle trading network. The screens are on their way.</p>
      <ul>
        {apiLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}

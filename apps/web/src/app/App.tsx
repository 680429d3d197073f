import { BrandStoreList } from '../features/storefronts/components/brand-store-list';

export function App() {
  return (
    <div className="page">
      <header className="site-header">
        <div className="site-header__inner">
          <a className="brand" href="/" aria-label="Kasuwa home">
            <span className="brand__mark" aria-hidden="true">
              K
            </span>
            <span className="brand__name">Kasuwa</span>
          </a>
        </div>
      </header>
      <main className="content">
        <section className="intro">
          <h1>Brand stores</h1>
          <p>Shop directly from Nigerian manufacturers, or find their products in a store near you.</p>
        </section>
        <BrandStoreList />
      </main>
    </div>
  );
}

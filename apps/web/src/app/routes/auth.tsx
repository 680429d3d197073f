import { AuthHeading } from '../../features/auth/components/auth-heading';
import { Welcome } from '../../features/auth/components/welcome';
import { SellOnKasuwaLink } from '../../features/selling/components/sell-on-kasuwa-link';

export default function AuthScreen() {
  return (
    <>
      <AuthHeading title="Welcome to Kasuwa" tabTitle="Get started">
        Buy straight from Nigerian brand stores and follow your orders to your door.
      </AuthHeading>
      <Welcome />
      <div className="mt-6 border-t border-gray-200 pt-6">
        <SellOnKasuwaLink />
      </div>
    </>
  );
}

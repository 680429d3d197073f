import { AuthHeading } from '../../features/auth/components/auth-heading';
import { Welcome } from '../../features/auth/components/welcome';

export default function AuthScreen() {
  return (
    <>
      <AuthHeading title="Welcome to Kasuwa">
        Open your brand store and let shoppers find where to buy your products.
      </AuthHeading>
      <Welcome />
    </>
  );
}

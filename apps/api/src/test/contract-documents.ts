/**
 * The operations of the existing client (docs/product.md), written exactly as it sends
 * them. They must keep validating against our schema and working over HTTP.
 */
export const CONTRACT = {
  storeProducts: /* GraphQL */ `
    query StoreProducts($slug: StringFilter!) {
      products(where: { manufacturer: { slug: $slug } }) {
        id
        name
        imageUrl
        retailPrice
        product {
          productCategory
        }
        quantity
        description
      }
    }
  `,
  myProducts: /* GraphQL */ `
    query MyProducts($manufacturerId: StringFilter!) {
      products(where: { manufacturerId: $manufacturerId }) {
        id
        name
        imageUrl
        retailPrice
        quantity
        description
      }
    }
  `,
  productsByCategory: /* GraphQL */ `
    query ProductsByCategory($category: String!) {
      products(where: { category: $category }) {
        id
        name
        imageUrl
        quantity
      }
    }
  `,
  getProduct: /* GraphQL */ `
    query GetProduct($where: ProductWhereUniqueInput!) {
      product(where: $where) {
        id
        name
        description
        retailPrice
        batchNumber
        barCode
        imageUrl
        manufacturerId
        manufactureDate
        expiryDate
        quantity
        createdAt
        updatedAt
      }
    }
  `,
  manufacturers: /* GraphQL */ `
    query Manufacturers {
      manufacturers {
        brandStoreName
        slug
        name
      }
    }
  `,
  manufacturer: /* GraphQL */ `
    query Manufacturer($id: String!) {
      manufacturer(where: { id: $id }) {
        id
        businessName
        brandStoreName
        location {
          fullAddress
        }
        industry
        productCategory
        slug
        stores {
          name
          contact
          location {
            fullAddress
            longitude
          }
        }
      }
    }
  `,
  locations: /* GraphQL */ `
    query Locations {
      locations {
        id
        latitude
        longitude
        city
        fullAddress
      }
    }
  `,
  searchAddress: /* GraphQL */ `
    query SearchAddress($address: String!) {
      searchAddress(address: $address)
    }
  `,
  signUp: /* GraphQL */ `
    mutation SignUp($signUpManufacturerInput: SignUpManufacturerInput!) {
      signUp(signUpManufacturerInput: $signUpManufacturerInput) {
        token
        user {
          id
          email
          manufacturers {
            id
          }
        }
      }
    }
  `,
  logIn: /* GraphQL */ `
    mutation LogIn($email: String!, $password: String!) {
      logIn(logInInput: { email: $email, password: $password }) {
        token
        user {
          id
          email
          manufacturers {
            id
          }
        }
      }
    }
  `,
  createManufacturer: /* GraphQL */ `
    mutation CreateManufacturer($createManufacturerInput: CreateManufacturerInput!) {
      createManufacturer(createManufacturerInput: $createManufacturerInput) {
        id
        businessName
        brandStoreName
        location {
          id
        }
        industry
      }
    }
  `,
  createProduct: /* GraphQL */ `
    mutation CreateProduct($createProductInput: CreateProductInput!) {
      createProduct(createProductInput: $createProductInput) {
        id
        name
        description
        retailPrice
        batchNumber
        barCode
        imageUrl
        manufacturerId
        createdAt
        updatedAt
      }
    }
  `,
  updateProduct: /* GraphQL */ `
    mutation UpdateProduct($updateProductInput: UpdateProductInput!) {
      updateProduct(updateProductInput: $updateProductInput) {
        id
        name
        description
        retailPrice
        batchNumber
        barCode
        imageUrl
        manufacturerId
        manufactureDate
        expiryDate
        quantity
        createdAt
        updatedAt
      }
    }
  `,
  removeProduct: /* GraphQL */ `
    mutation RemoveProduct($where: ProductWhereUniqueInput!) {
      removeProduct(where: $where) {
        name
        quantity
      }
    }
  `,
  addMultipleRetailer: /* GraphQL */ `
    mutation AddMultipleRetailer($createStoreInputs: [CreateStoreInput!]!) {
      addMultipleRetailer(createStoreInputs: $createStoreInputs) {
        name
        location {
          id
          fullAddress
        }
      }
    }
  `,
  addRetailer: /* GraphQL */ `
    mutation AddRetailer($createStoreInput: CreateStoreInput!) {
      addRetailer(createStoreInput: $createStoreInput) {
        name
        location {
          id
          fullAddress
        }
      }
    }
  `,
  logOut: /* GraphQL */ `
    mutation LogOut($logOutId: String!) {
      logOut(id: $logOutId) {
        message
      }
    }
  `,
} as const;
